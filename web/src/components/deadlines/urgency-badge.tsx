import {
  type DeadlineTiming,
  deadlineTimingLabel,
  timingUrgency,
  type UrgencyLevel,
} from '@lienminder/shared';
import { cn } from '@/lib/cn';
import { formatLocalDate } from './format-local-date';

/** docs/product.md section 4: critical red, urgent orange, warning yellow; each pair meets WCAG AA contrast. */
export const URGENCY_CLASSES: Record<UrgencyLevel, string> = {
  critical: 'border-red-300 bg-red-100 text-red-900',
  urgent: 'border-orange-300 bg-orange-100 text-orange-900',
  warning: 'border-yellow-300 bg-yellow-100 text-yellow-900',
};

/**
 * "Due Today", "1 day left", "12 days left", "Still on time until Mon, Jul 6, 2026", "Overdue by 2
 * days", coloured by how close the deadline is.
 */
export function UrgencyBadge({ timing, className }: { timing: DeadlineTiming; className?: string }) {
  const level = timingUrgency(timing);
  return (
    <span
      data-urgency={level}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        URGENCY_CLASSES[level],
        className,
      )}
    >
      {deadlineTimingLabel(timing, formatLocalDate)}
    </span>
  );
}
