import type { UpcomingDeadline } from '@lienminder/shared';
import { formatLocalDate } from '@/components/deadlines/format-local-date';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { groupRecurringReminders } from './recurring-reminders';

/** Recurring Lien/Bond Reminders, one line per project with its next alert. */
export function RecurringRemindersCard({ upcoming }: { upcoming: UpcomingDeadline[] }) {
  const groups = groupRecurringReminders(upcoming);
  if (groups.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recurring Reminders</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3" aria-label="Recurring reminders">
          {groups.map((group) => (
            <li key={group.project.id} className="text-sm">
              <p className="font-medium">{group.project.name}</p>
              <p className="text-muted-foreground">
                Every {group.project.recurringAlertsInterval} days · Next alert:{' '}
                <time dateTime={group.nextDueDate}>{formatLocalDate(group.nextDueDate)}</time>
              </p>
              <p className="text-muted-foreground">
                {group.remaining} {group.remaining === 1 ? 'reminder' : 'reminders'} left
                {group.project.recurringAlertsEndDate &&
                  ` until ${formatLocalDate(group.project.recurringAlertsEndDate)}`}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
