import type { LocalDate } from '@lienminder/shared';
import { Check, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type MarkedDeadline, useDeadlineDone } from './use-deadline-done';

/**
 * "Mark done" / "Mark not done" for one deadline; its accessible name says which deadline of which
 * project, as lists of them sit side by side. A deadline met by a recorded lien has none: it stays
 * done until the recording date is cleared (the item says "Done: recorded on …").
 */
export function DeadlineDoneButton({
  deadline,
  revision,
}: {
  deadline: MarkedDeadline & { isCompleted: boolean; metOn?: LocalDate | undefined };
  /** The revision of the project as this screen shows it, where it shows the whole project. */
  revision?: number;
}) {
  const mark = useDeadlineDone(deadline, revision);
  if (deadline.metOn !== undefined) return null;
  const done = deadline.isCompleted;
  const label = done ? 'Mark not done' : 'Mark done';
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={mark.isPending}
      aria-busy={mark.isPending || undefined}
      aria-label={`${label}: ${deadline.title}, ${deadline.project.name}`}
      onClick={() => mark.mutate({ isCompleted: !done })}
    >
      {done ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
      {label}
    </Button>
  );
}
