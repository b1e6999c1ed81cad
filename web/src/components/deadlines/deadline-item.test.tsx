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
    statute: 'Fla. Stat. s. 713.08(5)',
    description: 'Record your Claim of Lien.',
  };
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
  it('shows the due date and the statute, and no legal last day when it is the same day', () => {
    const item = renderDeadline(lienDue('2026-04-15'));
    expect(item).toHaveTextContent('Due Wed, Apr 15, 2026');
    expect(item).toHaveTextContent('Fla. Stat. s. 713.08(5)');
    expect(item).not.toHaveTextContent('Legal last day');
  });

  it('shows the legal last day with the reason when s. 713.011 moves it past a weekend or holiday', () => {
    // Last furnishing 2026-04-05: 90 days later is Saturday 2026-07-04, so the period runs to Monday.
    const project = aProject({ firstFurnishingDate: '2026-01-31', lastFurnishingDate: '2026-04-05' });
    const lien = deadlineViewsOf(project).find((deadline) => deadline.type === 'record_lien');
    if (!lien) throw new Error('the engine gave no Claim of Lien deadline');
    const item = renderDeadline(lien);
    expect(item).toHaveTextContent('Due Sat, Jul 4, 2026');
    expect(item).toHaveTextContent('Legal last day: Mon, Jul 6, 2026 (moved from Saturday)');
    expect(item).toHaveTextContent('A county clerk may close on other days too');
    expect(item).toHaveTextContent('emergency closure');
  });

  it('marks the Notice to Owner as reference only, with the attorney advice', () => {
    const notice = deadlineViewsOf(aProject()).find((deadline) => deadline.type === 'notice_to_owner');
    if (!notice) throw new Error('the engine gave no Notice to Owner deadline');
    const item = renderDeadline(notice);
    expect(item).toHaveTextContent('Notice to Owner');
    expect(item).toHaveTextContent('Reference only — no alerts. Consult a construction attorney');
    expect(item).toHaveTextContent('Fla. Stat. s. 713.06(2)(a)');
  });
});
