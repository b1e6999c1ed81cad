/**
 * Fed by the table's stream with the changes in users' partitions (routes.ts STREAM_FUNCTIONS): each
 * changed project, and every project of a user whose plan changed, gets its alert items re-planned
 * (services/alerts/alert-sync.ts). A failed project names its records for Lambda to retry; the
 * other projects of the batch go ahead.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { alertSync, userItemOf } from '#src/composition/alert-sync';
import { use } from '#src/composition/scope';
import { invocation } from '#src/invocation';
import { log, storyFields } from '#src/log';
import type { TableChange } from '#src/ports/table-change';
import { alertSyncWork } from '#src/services/alerts/sync-target';
import { runStreamBatch } from '#src/stream/batch-work';
import { readTableChange } from '#src/stream/table-change';

/** Projects synced side by side: each is a few reads and one or two batch writes. */
const SYNCS_IN_PARALLEL = 4;

export const handler = invocation(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const sync = use(alertSync);
  const changes = event.Records.map(readTableChange).filter((change): change is TableChange => !!change);
  const sequences = alertSyncWork(changes, use(userItemOf)).map(
    ({ target: { userId, projectId }, records, correlationId }) => [
      {
        records,
        correlationId,
        run: async () => {
          if (projectId) {
            const written = await sync.syncProject(userId, projectId, correlationId);
            log.info('Alert plan synced', { userId, projectId, written, ...storyFields(correlationId) });
          } else {
            await sync.syncUser(userId, correlationId);
            log.info('Alert plans synced for a plan change', { userId, ...storyFields(correlationId) });
          }
        },
      },
    ],
  );
  return runStreamBatch(sequences, SYNCS_IN_PARALLEL, 'Alert sync');
});
