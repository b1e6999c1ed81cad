import { type DeadlineView, daysLeft, type LocalDate, urgencyLevel } from '@lienminder/shared';
import { formatLocalDate } from './format-local-date';
import { UrgencyBadge } from './urgency-badge';

export type DeadlineDetails = Pick<
  DeadlineView,
  'id' | 'type' | 'title' | 'dueDate' | 'legalLastDay' | 'legalLastDayReason' | 'statute' | 'description'
>;

/**
 * One deadline as a user acts on it: the date to aim for, the legal last day when s. 713.011 moves
 * it past a weekend or holiday (and why), how close it is, and the statute it comes from.
 */
export function DeadlineItem({ deadline, today }: { deadline: DeadlineDetails; today: LocalDate }) {
  const left = daysLeft(deadline.dueDate, today);
  const movedByLaw = deadline.legalLastDay !== deadline.dueDate;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{deadline.title}</p>
        <UrgencyBadge daysLeft={left} />
      </div>
      <p className="text-sm">
        Due <time dateTime={deadline.dueDate}>{formatLocalDate(deadline.dueDate)}</time>
      </p>
      {movedByLaw && (
        <div className="text-sm">
          <p>
            Legal last day:{' '}
            <time dateTime={deadline.legalLastDay}>{formatLocalDate(deadline.legalLastDay)}</time>
            {deadline.legalLastDayReason && ` (${deadline.legalLastDayReason})`}
          </p>
          {/* s. 713.011 also counts days the clerk closes, which no calendar can predict. */}
          <p className="text-xs text-muted-foreground">
            A county clerk may close on other days too, and an emergency closure (such as a hurricane) extends
            recording periods by the days closed. Aim for the due date.
          </p>
        </div>
      )}
      {left >= 0 && urgencyLevel(left) === 'critical' && (
        <p className="text-sm font-semibold text-red-800">Critical: this deadline is almost here. Act now.</p>
      )}
      {deadline.statute && <p className="text-xs text-muted-foreground">{deadline.statute}</p>}
      {deadline.type === 'notice_to_owner' && (
        <p className="text-xs font-medium text-muted-foreground">
          Reference only — no alerts. Consult a construction attorney before serving this notice.
        </p>
      )}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">What to do</summary>
        <p className="mt-1">{deadline.description}</p>
      </details>
    </li>
  );
}
