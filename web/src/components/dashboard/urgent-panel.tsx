import { type DeadlineView, daysLeftFor, deadlineTiming, URGENT_WINDOW_DAYS } from '@lienminder/shared';
import { AlertTriangle } from 'lucide-react';
import { DeadlineDoneButton } from '@/components/deadlines/deadline-done-button';
import { deadlineDateWords } from '@/components/deadlines/format-local-date';
import { useTodayIn } from '@/components/deadlines/now-context';
import { UrgencyBadge } from '@/components/deadlines/urgency-badge';

/** docs/product.md "Dashboard": shown when the urgent count is above 0 — what is due within 7 days, each with its done mark. */
export function UrgentPanel({
  count,
  upcoming,
  timeZoneOf,
}: {
  count: number;
  upcoming: DeadlineView[];
  timeZoneOf: (projectId: string) => string | undefined;
}) {
  const todayIn = useTodayIn();
  // Overdue ones are counted and shown apart (the Overdue card, the project cards).
  const urgent = upcoming
    .map((deadline) => {
      const today = todayIn(timeZoneOf(deadline.project.id));
      return { deadline, left: daysLeftFor(deadline, today), timing: deadlineTiming(deadline, today) };
    })
    .filter(({ left, timing }) => timing.kind !== 'overdue' && left <= URGENT_WINDOW_DAYS);
  return (
    <section
      aria-labelledby="urgent-heading"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h2 id="urgent-heading" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5" aria-hidden="true" />
        {count} urgent {count === 1 ? 'deadline' : 'deadlines'} within {URGENT_WINDOW_DAYS} days
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {urgent.map(({ deadline, timing }) => (
          <li key={deadline.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{deadline.project.name}</span>: {deadline.title} —{' '}
              {deadlineDateWords(deadline)}
            </span>
            <span className="flex items-center gap-2">
              <UrgencyBadge timing={timing} />
              <DeadlineDoneButton deadline={deadline} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
