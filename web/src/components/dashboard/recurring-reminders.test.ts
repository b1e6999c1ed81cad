import { upcomingDeadlineViews } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { groupRecurringReminders, lienDeadlinesOf } from './recurring-reminders';
import { aProject, dashboardOf } from './screen-harness';

const withReminders = aProject({
  id: 'p1',
  name: 'Bayfront Tower',
  recurringAlertsInterval: '15',
  recurringAlertsStartDate: '2026-03-01',
  recurringAlertsEndDate: '2026-05-01',
});
const monthly = aProject({
  id: 'p2',
  name: 'Oak Elementary',
  recurringAlertsInterval: '30',
  recurringAlertsStartDate: '2026-03-12',
  recurringAlertsEndDate: '2026-06-12',
});

describe('groupRecurringReminders', () => {
  it('gives one group per project whose next alert is its earliest upcoming reminder', () => {
    // From 2026-03-10: p1 has 03-16, 03-31, 04-15, 04-30; p2 has 03-12, 04-11, 05-11, 06-10.
    const groups = groupRecurringReminders(upcomingDeadlineViews(dashboardOf([withReminders, monthly])));
    expect(groups.map((group) => [group.project.name, group.nextDueDate, group.remaining])).toEqual([
      ['Oak Elementary', '2026-03-12', 4],
      ['Bayfront Tower', '2026-03-16', 4],
    ]);
  });

  it('leaves lien and notice deadlines to the project cards', () => {
    const upcomingDeadlines = upcomingDeadlineViews(dashboardOf([withReminders]));
    expect(groupRecurringReminders(upcomingDeadlines.filter((d) => d.type === 'notice_to_owner'))).toEqual(
      [],
    );
    expect(lienDeadlinesOf(upcomingDeadlines, 'p1').map((deadline) => deadline.type)).toEqual([
      'notice_to_owner',
    ]);
  });
});
