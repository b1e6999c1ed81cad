import type { DeadlineType, Project } from '@lienminder/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProject, deadlineViewsOf, TODAY } from '../dashboard/screen-harness';
import { type DeadlineDetails, DeadlineItem } from './deadline-item';

function lienDue(
  dueDate: string,
  legalLastDay = dueDate,
  legalLastDayReason: string | null = null,
): DeadlineDetails {
  return {
    id: 'p1-lien',
    type: 'record_lien',
    title: 'Record Claim of Lien / Notice of Nonpayment',
    dueDate,
    legalLastDay,
    legalLastDayReason,
    summary: 'Record your Claim of Lien at the county clerk, or you lose your lien rights.',
    statute: 'Fla. Stat. s. 713.08(5)',
    statuteUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/713.08',
    description: 'Record your Claim of Lien.',
  };
}

/** The engine's deadline of `type` for `project`, as the API shows it. */
function deadlineOf(project: Project, type: DeadlineType) {
  const found = deadlineViewsOf(project).find((deadline) => deadline.type === type);
  if (!found) throw new Error(`the engine gave no ${type} deadline`);
  return found;
}

function renderDeadline(deadline: DeadlineDetails) {
  render(
    <ul>
      <DeadlineItem deadline={deadline} today={TODAY} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('DeadlineItem urgency', () => {
  it.each([
    ['2026-03-10', 'Due Today', 'critical'],
    ['2026-03-11', '1 day left', 'critical'],
    ['2026-03-13', '3 days left', 'critical'],
    ['2026-03-14', '4 days left', 'urgent'],
    ['2026-03-17', '7 days left', 'urgent'],
    ['2026-03-18', '8 days left', 'warning'],
    ['2026-05-01', '52 days left', 'warning'],
  ])('a deadline due %s reads "%s" in the %s colour', (dueDate, label, level) => {
    const item = renderDeadline(lienDue(dueDate));
    const badge = within(item).getByText(label);
    expect(badge).toHaveAttribute('data-urgency', level);
    const colour = { critical: 'bg-red-100', urgent: 'bg-orange-100', warning: 'bg-yellow-100' }[level];
    expect(badge.className).toContain(colour);
  });

  it('shows the critical message at 3 days or fewer, and not before', () => {
    const critical = renderDeadline(lienDue('2026-03-13'));
    expect(within(critical).getByText(/Critical: this deadline is almost here/)).toBeInTheDocument();
    critical.remove();
    const urgent = renderDeadline(lienDue('2026-03-14'));
    expect(within(urgent).queryByText(/Critical/)).not.toBeInTheDocument();
  });
});

describe('DeadlineItem dates', () => {
  it('shows the one-line summary, the due date, and no legal last day when it is the same day', () => {
    const item = renderDeadline(lienDue('2026-04-15'));
    expect(item).toHaveTextContent(
      'Record your Claim of Lien at the county clerk, or you lose your lien rights.',
    );
    expect(item).toHaveTextContent('Due Wed, Apr 15, 2026');
    expect(item).not.toHaveTextContent('Legal last day');
  });

  it('links the statute to its official text in a new tab, and says so', () => {
    const item = renderDeadline(lienDue('2026-04-15'));
    const link = within(item).getByRole('link', {
      name: 'Fla. Stat. s. 713.08(5) (official text, opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.flsenate.gov/Laws/Statutes/2024/713.08');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the Notice to Owner its mail-by day (day 40, s. 713.18)', () => {
    const item = renderDeadline(
      deadlineOf(aProject({ firstFurnishingDate: '2026-02-01' }), 'notice_to_owner'),
    );
    expect(item).toHaveTextContent('Due Wed, Mar 18, 2026');
    expect(item).toHaveTextContent('Mail by Fri, Mar 13, 2026 with proof of mailing');
  });

  it("gives a public job's Notice of Nonpayment the day it may not be served before", () => {
    const project = aProject({
      type: 'public',
      firstFurnishingDate: '2026-02-01',
      lastFurnishingDate: '2026-04-05',
    });
    const item = renderDeadline(deadlineOf(project, 'record_lien'));
    expect(item).toHaveTextContent('Not before Wed, Mar 18, 2026');
  });

  it('shows a Claim of Lien met by its recording as done, with the recording date', () => {
    const project = aProject({
      firstFurnishingDate: '2026-01-05',
      lastFurnishingDate: '2026-02-20',
      lienRecordedDate: '2026-03-02',
    });
    const item = renderDeadline(deadlineOf(project, 'record_lien'));
    expect(within(item).getByText('Done')).toBeInTheDocument();
    expect(item).toHaveTextContent('Done: recorded on Mon, Mar 2, 2026');
    expect(within(item).queryByText(/days left/)).not.toBeInTheDocument();
  });

  it("moves the contractor's final payment affidavit back off a weekend, never forward", () => {
    // Recorded 2026-03-04: suit by 2027-03-04, so the affidavit by Saturday 2027-02-27, that is Friday.
    const project = aProject({
      role: 'contractor',
      firstFurnishingDate: '2026-01-05',
      lastFurnishingDate: '2026-02-20',
      lienRecordedDate: '2026-03-04',
    });
    const item = renderDeadline(deadlineOf(project, 'final_payment_affidavit'));
    expect(item).toHaveTextContent("Contractor's Final Payment Affidavit");
    expect(item).toHaveTextContent('Due Sat, Feb 27, 2027');
    expect(item).toHaveTextContent('Legal last day: Fri, Feb 26, 2027 (moved back from Saturday)');
    // The clerk-closure caveat ("Aim for the due date") is for days moved on, not back.
    expect(item).not.toHaveTextContent('Aim for the due date');
  });

  it('shows the legal last day with the reason when s. 713.011 moves it past a weekend or holiday', () => {
    // Last furnishing 2026-04-05: 90 days later is Saturday 2026-07-04, so the period runs to Monday.
    const project = aProject({ firstFurnishingDate: '2026-01-31', lastFurnishingDate: '2026-04-05' });
    const item = renderDeadline(deadlineOf(project, 'record_lien'));
    expect(item).toHaveTextContent('Due Sat, Jul 4, 2026');
    expect(item).toHaveTextContent('Legal last day: Mon, Jul 6, 2026 (moved from Saturday)');
    expect(item).toHaveTextContent('A county clerk may close on other days too');
    expect(item).toHaveTextContent('emergency closure');
  });

  it('marks the Notice to Owner as reference only, with the attorney advice', () => {
    const item = renderDeadline(deadlineOf(aProject(), 'notice_to_owner'));
    expect(item).toHaveTextContent('Notice to Owner');
    expect(item).toHaveTextContent('Reference only — no alerts. Consult a construction attorney');
    expect(item).toHaveTextContent('Fla. Stat. s. 713.06(2)(a)');
  });
});
