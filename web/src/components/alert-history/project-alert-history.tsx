import {
  type AlertHistoryEntry,
  type AlertHistoryMessage,
  type AlertHistoryResponse,
  type AlertHistoryState,
  DEADLINE_TYPE_LABELS,
} from '@lienminder/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLocalDate } from '@/components/deadlines/format-local-date';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/query-section';
import { answer, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reasonInWords } from './alert-reasons';
import { formatAlertTime } from './alert-time';
import { RemovedTeammates } from './removed-teammates';

const STATE_BADGES: Record<AlertHistoryState, { label: string; variant: BadgeVariant }> = {
  scheduled: { label: 'Scheduled', variant: 'outline' },
  sending: { label: 'Sending', variant: 'secondary' },
  sent: { label: 'Sent', variant: 'success' },
  partly_sent: { label: 'Partly sent', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
  skipped: { label: 'Not sent', variant: 'secondary' },
  deferred: { label: 'Waiting', variant: 'warning' },
};

function whenBefore({ alertKey }: AlertHistoryEntry): string {
  if (alertKey === 'due') return 'on the day';
  if (alertKey === 'catch_up') return 'as soon as it was entered';
  const days = alertKey.slice(1);
  return days === '1' ? '1 day before' : `${days} days before`;
}

/** What happened to the alert, one sentence, times in the project's zone. */
function stateLine(entry: AlertHistoryEntry, timeZone: string): string {
  const at = (instant: string) => formatAlertTime(instant, timeZone);
  switch (entry.state) {
    case 'scheduled':
      return `Will be sent ${at(entry.scheduledFor)}.`;
    case 'sending':
      return `Sending now (due ${at(entry.scheduledFor)}).`;
    case 'sent':
      return `Sent ${at(entry.sentAt ?? entry.scheduledFor)}.`;
    case 'partly_sent':
      return `Sent to some recipients ${at(entry.sentAt ?? entry.scheduledFor)}; see below.`;
    case 'failed':
      return `Could not be delivered (due ${at(entry.scheduledFor)}).`;
    case 'skipped':
      return `Not sent (due ${at(entry.scheduledFor)}).`;
    case 'deferred':
      return `Waiting to send until ${at(entry.scheduledFor)}.`;
  }
}

const MESSAGE_STATES: Record<AlertHistoryMessage['state'], string> = {
  pending: 'waiting to send',
  sent: 'sent',
  failed: 'failed',
  skipped: 'not sent',
};

/** What the provider reported after taking the message. */
const OUTCOMES: Record<NonNullable<AlertHistoryMessage['outcome']>, string> = {
  delivered: 'Delivered',
  bounced: 'Bounced',
  complained: 'Marked as spam',
  undelivered: 'Not delivered by the carrier',
  failed: 'Failed at the carrier',
};

/** Why an address or number the project lists gets no alerts, and since when. */
const SUPPRESSED: Record<AlertHistoryResponse['suppressedRecipients'][number]['reason'], string> = {
  bounced: 'bounced on',
  complained: 'marked as spam on',
  unsubscribed: 'stopped by the recipient on',
  failing: 'kept failing, last on',
};

function SuppressedRecipients({
  suppressed,
  timeZone,
}: {
  suppressed: AlertHistoryResponse['suppressedRecipients'];
  timeZone: string;
}) {
  if (suppressed.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-destructive p-3 text-sm">
      <p className="font-medium">Not reaching</p>
      <ul aria-label="Not reaching" className="flex flex-col gap-1">
        {suppressed.map((entry) => (
          <li key={`${entry.channel}:${entry.recipient}`}>
            <span className="font-medium break-all">{entry.recipient}</span> {SUPPRESSED[entry.reason]}{' '}
            <time dateTime={entry.at}>{formatAlertTime(entry.at, timeZone)}</time>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        Correct the address or number and save to send to it again; a recipient who stopped the emails can
        resume them from the link in an earlier alert.
      </p>
    </div>
  );
}

function MessageLine({ message, timeZone }: { message: AlertHistoryMessage; timeZone: string }) {
  const channel = message.channel === 'email' ? 'Email' : 'Text';
  return (
    <li className="flex flex-col">
      <span>
        {channel} to <span className="font-medium break-all">{message.recipient}</span>:{' '}
        {MESSAGE_STATES[message.state]}
        {message.at && message.state !== 'pending' && (
          <>
            {' '}
            <time dateTime={message.at}>{formatAlertTime(message.at, timeZone)}</time>
          </>
        )}
      </span>
      {message.reason && <span className="text-muted-foreground">{reasonInWords(message.reason)}</span>}
      {message.outcome && (
        <span className={message.outcome === 'delivered' ? 'text-muted-foreground' : 'text-destructive'}>
          {OUTCOMES[message.outcome]}
          {message.outcomeAt && (
            <>
              {' '}
              <time dateTime={message.outcomeAt}>{formatAlertTime(message.outcomeAt, timeZone)}</time>
            </>
          )}
          {message.outcomeDetail && ` (${message.outcomeDetail})`}
        </span>
      )}
    </li>
  );
}

function AlertEntry({ entry, timeZone }: { entry: AlertHistoryEntry; timeZone: string }) {
  const badge = STATE_BADGES[entry.state];
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">
          {DEADLINE_TYPE_LABELS[entry.deadlineType]} — {whenBefore(entry)}
        </p>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="text-muted-foreground">
        Deadline <time dateTime={entry.dueDate}>{formatLocalDate(entry.dueDate)}</time>
      </p>
      <p>{stateLine(entry, timeZone)}</p>
      {entry.reason && <p className="text-muted-foreground">{reasonInWords(entry.reason)}</p>}
      {entry.messages.length > 0 && (
        <ul aria-label="Recipients" className="flex flex-col gap-1 border-t border-border pt-2">
          {entry.messages.map((message) => (
            <MessageLine
              key={`${message.channel}:${message.recipient}`}
              message={message}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** How many past alerts the history shows before "Show all". */
const RECENT_SHOWN = 3;

/**
 * What the history shows first: the next alert to go out, then the latest that went (or did not),
 * from a list that is newest first (the API's order).
 */
function nextAndRecent(alerts: readonly AlertHistoryEntry[]): AlertHistoryEntry[] {
  const next = alerts.filter((entry) => entry.state === 'scheduled').at(-1);
  const recent = alerts.filter((entry) => entry.state !== 'scheduled').slice(0, RECENT_SHOWN);
  return next ? [next, ...recent] : recent;
}

function AlertList({ alerts, timeZone }: { alerts: readonly AlertHistoryEntry[]; timeZone: string }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? alerts : nextAndRecent(alerts);
  return (
    <>
      <ul aria-label="Alerts" className="flex flex-col gap-2">
        {shown.map((entry) => (
          <AlertEntry key={`${entry.deadlineId}#${entry.alertKey}`} entry={entry} timeZone={timeZone} />
        ))}
      </ul>
      {shown.length < alerts.length && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setShowAll(true)}>
          Show all {alerts.length} alerts
        </Button>
      )}
    </>
  );
}

/**
 * The project's alerts: sent (when, to whom, masked), scheduled, not sent or waiting
 * (why), failed, so a contractor can see for themselves that a reminder went out. The project page
 * shows the next alert and the latest few, with a button for the rest.
 */
export function ProjectAlertHistory({ projectId, timeZone }: { projectId: string; timeZone: string }) {
  const history = useQuery({
    queryKey: queryKeys.projectAlerts(projectId),
    queryFn: () => answer(api.GET('/api/projects/{id}/alerts', { params: { path: { id: projectId } } })),
  });
  return (
    <QuerySection
      id="alert-history"
      heading="Alert History"
      query={history}
      loadingLabel="Loading alert history"
      placeholderClassName="h-20 w-full"
      failureMessage="We could not load this project's alerts."
    >
      {(data) => (
        <>
          <SuppressedRecipients suppressed={data.suppressedRecipients} timeZone={timeZone} />
          <RemovedTeammates removed={data.removedFromTeam} timeZone={timeZone} />
          {data.alerts.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No alerts for this project yet. Alerts appear here once a deadline has them scheduled.
            </p>
          ) : (
            <AlertList alerts={data.alerts} timeZone={timeZone} />
          )}
        </>
      )}
    </QuerySection>
  );
}
