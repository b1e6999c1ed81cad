import type { PendingDeadline } from '@lienminder/shared';

/** A deadline that cannot be computed yet (no last furnishing date), saying what is missing. */
export function PendingDeadlineItem({ pending }: { pending: PendingDeadline }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-dashed border-border p-3">
      <p className="font-medium">{pending.title}</p>
      <p className="text-sm text-muted-foreground">Not yet computed: {pending.reason}</p>
    </li>
  );
}
