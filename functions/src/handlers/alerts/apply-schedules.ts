/**
 * Fed by the table's stream with the changes of alert items (routes.ts STREAM_FUNCTIONS): each
 * creates, moves or removes its one-off EventBridge Scheduler schedule
 * (services/alerts/schedule-change.ts says which). The Scheduler client is all this function holds:
 * no table (docs/decisions/007). A failed call names its record, and the later changes of the same
 * alert, for Lambda to retry; other alerts go ahead.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { scheduler } from '#src/composition/scheduler';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { itemKeysOf } from '#src/keys';
import { log, storyFields } from '#src/log';
import { alertPayloadSchema } from '#src/ports/alert-payload-schema';
import { ALERT_STATES } from '#src/ports/alert-store';
import type { Scheduler } from '#src/ports/scheduler';
import type { TableChange } from '#src/ports/table-change';
import { type AlertImage, type ScheduleChange, scheduleChange } from '#src/services/alerts/schedule-change';
import { runStreamBatch, type StreamStep } from '#src/stream/batch-work';
import { readTableChange } from '#src/stream/table-change';

/** Parallel schedule calls (EventBridge Scheduler's default quota is 50 requests/s per call type). */
const SCHEDULE_CALLS_IN_PARALLEL = 8;

const text = () => z.string().check(z.minLength(1));

const alertImageSchema = z.nullable(
  z.extend(alertPayloadSchema, {
    localDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    localTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    timeZone: text(),
    fireAt: z.iso.datetime(),
    state: z.enum(ALERT_STATES),
    unscheduled: z.optional(z.literal(true)),
    sweptAt: z.optional(text()),
  }),
) satisfies z.ZodMiniType<AlertImage | null>;

/** Which alert the change is about and the call it needs; null when it needs none. */
function decide(change: TableChange): { alert: string; call: ScheduleChange } | null {
  const keys = itemKeysOf(change.keys);
  const before = alertImageSchema.safeParse(change.before);
  const after = alertImageSchema.safeParse(change.after);
  if (!keys || !before.success || !after.success) {
    // Not an alert item as the sync writes them: a retry would read the same images.
    log.error('Alert item change is not readable; skipped', { record: change.id });
    return null;
  }
  const call = scheduleChange(before.data, after.data);
  return call && { alert: `${keys.pk}/${keys.sk}`, call };
}

const apply = (provider: Scheduler, call: ScheduleChange) =>
  call.call === 'delete' ? provider.delete(call.alert) : provider[call.call](call.trigger);

export const handler = invocation(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const provider = use(scheduler);
  // Each alert's changes reach Scheduler in the order they happened: a create and a delete of the
  // same alert, run the other way round, would leave a schedule behind.
  const byAlert = new Map<string, StreamStep[]>();
  for (const record of event.Records) {
    const change = readTableChange(record);
    const decided = change && decide(change);
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
