import type { ProjectResponse } from '@lienminder/shared';
import { DeadlineItem } from '@/components/deadlines/deadline-item';
import { useToday } from '@/components/deadlines/now-context';
import { PendingDeadlineItem } from '@/components/deadlines/pending-deadline-item';

/** In edit mode, the project's deadlines as saved, so the user sees what a change would move. */
export function ProjectDeadlines({ saved }: { saved: ProjectResponse }) {
  const today = useToday(saved.project.timeZone);
  if (saved.deadlines.length === 0 && saved.pendingDeadlines.length === 0) return null;
  return (
    <section aria-labelledby="saved-deadlines-heading" className="flex flex-col gap-3">
      <h2 id="saved-deadlines-heading" className="text-lg font-semibold">
        Current Deadlines
      </h2>
      <ul className="flex flex-col gap-2">
        {saved.deadlines.map((deadline) => (
          <DeadlineItem key={deadline.id} deadline={deadline} today={today} />
        ))}
        {saved.pendingDeadlines.map((pending) => (
          <PendingDeadlineItem key={pending.type} pending={pending} />
        ))}
      </ul>
    </section>
  );
}
