import {
  type DeadlineView,
  deadlineTiming,
  deadlineTimingLabel,
  UPCOMING_DEADLINES_SHOWN,
  upcomingBadgeVariant,
} from '@lienminder/shared';
import { DeadlineDoneButton } from '@/components/deadlines/deadline-done-button';
import { deadlineDateWords, formatLocalDate } from '@/components/deadlines/format-local-date';
import { useTodayIn } from '@/components/deadlines/now-context';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * docs/product.md "Dashboard" sidebar: the next 5 deadlines across all projects, soonest first, each with its
 * done mark (a done deadline leaves the list, and the next one moves up).
 */
export function UpcomingDeadlinesCard({
  upcoming,
  timeZoneOf,
}: {
  upcoming: DeadlineView[];
  timeZoneOf: (projectId: string) => string | undefined;
}) {
  const todayIn = useTodayIn();
  const shown = upcoming.slice(0, UPCOMING_DEADLINES_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upcoming Deadlines</CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming deadlines.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Upcoming deadlines">
            {shown.map((deadline) => {
              const timing = deadlineTiming(deadline, todayIn(timeZoneOf(deadline.project.id)));
              // Past the day to aim for, on time or overdue: as loud as the last days before it.
              const variant = timing.kind === 'due' ? upcomingBadgeVariant(timing.daysLeft) : 'destructive';
              return (
                <li key={deadline.id} className="flex items-start justify-between gap-2 text-sm">
                  <div className="flex flex-col items-start gap-1">
                    <div>
                      <p className="font-medium">{deadline.title}</p>
                      <p className="text-muted-foreground">{deadline.project.name}</p>
                      <p className="text-muted-foreground">{deadlineDateWords(deadline)}</p>
                    </div>
                    <DeadlineDoneButton deadline={deadline} />
                  </div>
                  <Badge variant={variant}>{deadlineTimingLabel(timing, formatLocalDate)}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
