import type { AlertHistoryResponse } from '@lienminder/shared';
import { formatAlertTime } from './alert-time';

/**
 * The project's alert addresses whose person was removed from the team: the alerts still go there
 * (the address stays on the project until someone edits it), but the Mark as done links sent to it
 * before the removal no longer work. Said beside each address, with when.
 */
export function RemovedTeammates({
  removed,
  timeZone,
}: {
  removed: AlertHistoryResponse['removedFromTeam'];
  timeZone: string;
}) {
  if (removed.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 p-3 text-sm">
      <p className="font-medium">Removed from the team</p>
      <ul aria-label="Removed from the team" className="flex flex-col gap-1">
        {removed.map((entry) => (
          <li key={entry.recipient}>
            <span className="font-medium break-all">{entry.recipient}</span>: its person was removed from the
            team on <time dateTime={entry.removedAt}>{formatAlertTime(entry.removedAt, timeZone)}</time>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        Alerts still go to these addresses, but the Mark as done links sent to them before then no longer
        work. Edit the project's alert emails if they should stop.
      </p>
    </div>
  );
}
