/**
 * Fed by the table's stream with the changes of alert items (routes.ts STREAM_FUNCTIONS): each
 * creates, moves or removes its one-off EventBridge Scheduler schedule
 * (services/alerts/schedule-change.ts says which). The Scheduler client is all this function holds:
 * no table (docs/decisions/007). A failed call names its record, and the later changes of the same
 * alert, for Lambda to retry; other alerts go ahead.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { alertItems, scheduler } from '#src/composition/scheduler';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { itemKeysOf } from '#src/keys';
import { log, storyFields } from '#src/log';
import type { AlertItemReader } from '#src/ports/alert-store';
import type { Scheduler } from '#src/ports/scheduler';
import type { TableChange } from '#src/ports/table-change';
import { type ScheduleChange, scheduleChange } from '#src/services/alerts/schedule-change';
import { runStreamBatch, type StreamStep } from '#src/stream/batch-work';
import { readTableChange } from '#src/stream/table-change';

/** Parallel schedule calls (EventBridge Scheduler's default quota is 50 requests/s per call type). */
const SCHEDULE_CALLS_IN_PARALLEL = 8;

/** Which alert the change is about and the call it needs; null when it needs none. */
function decide(
  change: TableChange,
  readAlert: AlertItemReader,
): { alert: string; call: ScheduleChange } | null {
  const keys = itemKeysOf(change.keys);
  const before = change.before && readAlert(change.before);
  const after = change.after && readAlert(change.after);
  if (!keys || (change.before && !before) || (change.after && !after)) {
    // Not an alert item as the sync writes them: a retry would read the same images.
    log.error('Alert item change is not readable; skipped', { record: change.id });
    return null;
  }
  const call = scheduleChange(before, after);
  return call && { alert: `${keys.pk}/${keys.sk}`, call };
}

const apply = (provider: Scheduler, call: ScheduleChange) =>
  call.call === 'delete' ? provider.delete(call.alert) : provider[call.call](call.trigger);

export const handler = invocation(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const provider = use(scheduler);
  const readAlert = use(alertItems);
  // Each alert's changes reach Scheduler in the order they happened: a create and a delete of the
  // same alert, run the other way round, would leave a schedule behind.
  const byAlert = new Map<string, StreamStep[]>();
  for (const record of event.Records) {
    const change = readTableChange(record);
    const decided = change && decide(change, readAlert);
    if (!change || !decided) continue;
    const steps = byAlert.get(decided.alert) ?? [];
    const story = storyFields(change.correlationId);
    steps.push({
      records: [change.id],
      correlationId: change.correlationId,
      run: async () => {
        await apply(provider, decided.call);
        log.info('Alert schedule applied', { alert: decided.alert, call: decided.call.call, ...story });
      },
    });
    byAlert.set(decided.alert, steps);
  }
  return runStreamBatch([...byAlert.values()], SCHEDULE_CALLS_IN_PARALLEL, 'Alert schedule change');
});
