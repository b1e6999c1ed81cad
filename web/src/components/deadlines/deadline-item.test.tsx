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
    statuteUrl: 'https://www.flsenate.gov/Laws/Statutes/2025/713.08',
    description: 'Record your Claim of Lien.',
    alertsEnabled: true,
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
    expect(link).toHaveAttribute('href', 'https://www.flsenate.gov/Laws/Statutes/2025/713.08');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the Notice to Owner its mail-by day (day 40, s. 713.18)', () => {
    const item = renderDeadline(
      deadlineOf(aProject({ firstFurnishingDate: '2026-02-01' }), 'notice_to_owner'),
    );
    expect(item).toHaveTextContent(
      'Mail by Fri, Mar 13, 2026 (certified or registered mail), or hand-deliver by Wed, Mar 18, 2026',
    );
  });

  it('on day 38 counts the Notice to Owner to its last day to mail, 2 days off, not to day 45', () => {
    // First furnishing Saturday 2026-01-31: today (03-10) is day 38; mail by Thursday 03-12, day 45 is Tuesday 03-17.
    const item = renderDeadline(
      deadlineOf(aProject({ firstFurnishingDate: '2026-01-31' }), 'notice_to_owner'),
    );
    const badge = within(item).getByText('2 days left');
    expect(badge).toHaveAttribute('data-urgency', 'critical');
    expect(item).not.toHaveTextContent('7 days left');
    expect(item).toHaveTextContent(
      'Mail by Thu, Mar 12, 2026 (certified or registered mail), or hand-deliver by Tue, Mar 17, 2026',
    );
    expect(item).toHaveTextContent('Critical: this deadline is almost here. Act now.');
  });

  it('past the last day to mail, says to hand-deliver the notice by day 45', () => {
    // First furnishing 2026-01-27: mail by Sunday 03-08 (legal Monday 03-09), hand-deliver by Friday 03-13.
    const item = renderDeadline(
      deadlineOf(aProject({ firstFurnishingDate: '2026-01-27' }), 'notice_to_owner'),
    );
    expect(within(item).getByText('Hand-deliver by Fri, Mar 13, 2026')).toHaveAttribute(
      'data-urgency',
      'critical',
    );
    expect(item).toHaveTextContent(
      'The last day to mail it has passed: a notice mailed now counts only once delivered. Hand-deliver it by Fri, Mar 13, 2026. Act now.',
    );
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

  it("says the Notice to Owner's alerts are on when the project asked for them", () => {
    const item = renderDeadline(deadlineOf(aProject({ noticeToOwnerAlerts: true }), 'notice_to_owner'));
    expect(item).toHaveTextContent(
      'Alerts on: 30, 14, 7, 3 and 1 days before the last day to mail it. Consult a construction attorney',
    );
    expect(item).not.toHaveTextContent('Reference only');
  });
});
