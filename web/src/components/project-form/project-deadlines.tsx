import type { DeadlineNote, PendingDeadline } from '@lienminder/shared';
import { Info } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type DeadlineDetails, DeadlineItem } from '@/components/deadlines/deadline-item';
import { useToday } from '@/components/deadlines/now-context';
import { PendingDeadlineItem } from '@/components/deadlines/pending-deadline-item';

interface ProjectDeadlinesProps<Deadline extends DeadlineDetails> {
  heading: string;
  /** A line under the heading, e.g. that a preview is not saved yet. */
  description?: ReactNode;
  deadlines: readonly Deadline[];
  pending: readonly PendingDeadline[];
  /** Why a role has no statutory deadline on this job, or the invitation to choose one. */
  notes: readonly DeadlineNote[];
  timeZone: string;
  /** What each deadline offers beside it (the saved project's done marks). */
  actionFor?: (deadline: Deadline) => ReactNode;
  /** Said when there is no deadline to list. */
  emptyText?: string | undefined;
}

/**
 * A project's deadlines with the notes that explain them: the saved ones on the project screen,
 * or the ones the form's current answers would give (DeadlinePreview).
 */
export function ProjectDeadlines<Deadline extends DeadlineDetails>({
  heading,
  description,
  deadlines,
  pending,
  notes,
  timeZone,
  actionFor,
  emptyText = 'No statutory deadlines.',
}: ProjectDeadlinesProps<Deadline>) {
  const headingId = useId();
  const today = useToday(timeZone);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {notes.map((note) => (
        <p key={note.kind} className="flex gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {note.text}
        </p>
      ))}
      {deadlines.length > 0 || pending.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {deadlines.map((deadline) => (
            <DeadlineItem
              key={deadline.id}
              deadline={deadline}
              today={today}
              action={actionFor?.(deadline)}
            />
          ))}
          {pending.map((item) => (
            <PendingDeadlineItem key={item.type} pending={item} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      )}
    </section>
  );
}
