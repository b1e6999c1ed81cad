import {
  type ComputedDeadline,
  deadlineTiming,
  type LocalDate,
  type StatutoryDay,
  urgencyLevel,
} from '@lienminder/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatLocalDate } from './format-local-date';
import { StatuteLink } from './statute-link';
import { UrgencyBadge } from './urgency-badge';

/** What a deadline shows: the engine's fields, and whether it is done where the API says so. */
export type DeadlineDetails = Pick<
  ComputedDeadline,
  | 'id'
  | 'type'
  | 'title'
  | 'summary'
  | 'dueDate'
  | 'legalLastDay'
  | 'legalLastDayReason'
  | 'statute'
  | 'statuteUrl'
  | 'description'
  | 'mailBy'
  | 'earliestDate'
  | 'metOn'
  | 'alertsEnabled'
> & { isCompleted?: boolean };

function LocalDay({ date }: { date: LocalDate }) {
  return <time dateTime={date}>{formatLocalDate(date)}</time>;
}

/** ", legal last day Mon, Jul 6, 2026 (moved from Saturday)" when s. 713.011 moves the day. */
function MovedDay({ day }: { day: StatutoryDay }) {
  if (day.legalLastDay === day.dueDate) return null;
  return (
    <>
      {' '}
      (legal last day <LocalDay date={day.legalLastDay} />
      {day.legalLastDayReason && `, ${day.legalLastDayReason}`})
    </>
  );
}

function LegalLastDay({ deadline }: { deadline: StatutoryDay }) {
  const { dueDate, legalLastDay, legalLastDayReason } = deadline;
  if (legalLastDay === dueDate) return null;
  return (
    <div className="text-sm">
      <p>
        Legal last day: <LocalDay date={legalLastDay} />
        {legalLastDayReason && ` (${legalLastDayReason})`}
      </p>
      {/* s. 713.011 also counts days the clerk closes, which no calendar can predict. A day moved
          back (a "before" deadline) is already the safe one, so the caveat is for days moved on. */}
      {legalLastDay > dueDate && (
        <p className="text-xs text-muted-foreground">
          A county clerk may close on other days too, and an emergency closure (such as a hurricane) extends
          recording periods by the days closed. Aim for the due date.
        </p>
      )}
    </div>
  );
}

/**
 * One deadline as a user acts on it: what it is in one line, the date to aim for, the legal last
 * day when s. 713.011 moves it (and why), the mailing and earliest days some notices have, how close
 * it is or that it is done, and the statute it comes from. `action` is the done mark, where the
 * screen offers one.
 */
export function DeadlineItem({
  deadline,
  today,
  action,
}: {
  deadline: DeadlineDetails;
  today: LocalDate;
  action?: ReactNode;
}) {
  const timing = deadlineTiming(deadline, today);
  // A preview has no done marks, but a recorded lien already meets its deadline there too.
  const done = deadline.isCompleted === true || deadline.metOn !== undefined;
  return (
    <li className={cn('flex flex-col gap-1 rounded-lg border border-border p-3', done && 'bg-muted/50')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{deadline.title}</p>
        {done ? <Badge variant="success">Done</Badge> : <UrgencyBadge timing={timing} />}
      </div>
      <p className="text-sm text-muted-foreground">{deadline.summary}</p>
      {deadline.earliestDate && (
        <p className="text-sm">
          Not before <LocalDay date={deadline.earliestDate} />
        </p>
      )}
      {deadline.mailBy ? (
        // s. 713.18(4): mailed by day 40 it counts when mailed; after that only delivery by day 45 does.
        <p className="text-sm">
          Mail by <LocalDay date={deadline.mailBy.dueDate} /> (certified or registered mail)
          <MovedDay day={deadline.mailBy} />, or hand-deliver by <LocalDay date={deadline.dueDate} />
        </p>
      ) : (
        <p className="text-sm">
          Due <LocalDay date={deadline.dueDate} />
        </p>
      )}
      <LegalLastDay deadline={deadline} />
      {deadline.metOn && (
        <p className="text-sm font-medium text-green-800">
          Done: recorded on <LocalDay date={deadline.metOn} />
        </p>
      )}
      {!done && timing.kind === 'due' && urgencyLevel(timing.daysLeft) === 'critical' && (
        <p className="text-sm font-semibold text-red-800">Critical: this deadline is almost here. Act now.</p>
      )}
      {!done && timing.kind === 'still_on_time' && (
        <p className="text-sm font-semibold text-red-800">
          The due date has passed, but the law moves this deadline off the weekend or holiday: still on time
          until <LocalDay date={timing.until} />. Act now.
        </p>
      )}
      {!done && timing.kind === 'hand_delivery' && (
        <p className="text-sm font-semibold text-red-800">
          The last day to mail it has passed: a notice mailed now counts only once delivered. Hand-deliver it
          by <LocalDay date={timing.until} />. Act now.
        </p>
      )}
      {!done && timing.kind === 'overdue' && (
        <p className="text-sm font-semibold text-red-800">
          Overdue: the legal last day was <LocalDay date={deadline.legalLastDay} />. Talk to an attorney about
          what is left of your claim, and mark it done if you met it.
        </p>
      )}
      {deadline.statute && <StatuteLink statute={deadline.statute} statuteUrl={deadline.statuteUrl} />}
      {deadline.type === 'notice_to_owner' && (
        <p className="text-xs font-medium text-muted-foreground">
          {deadline.alertsEnabled
            ? 'Alerts on: 30, 14, 7, 3 and 1 days before the last day to mail it.'
            : 'Reference only — no alerts.'}{' '}
          Consult a construction attorney before serving this notice.
        </p>
      )}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">What to do</summary>
        <p className="mt-1">{deadline.description}</p>
      </details>
      {action && <div className="mt-1">{action}</div>}
    </li>
  );
}
