/**
 * `GET /api/projects/{id}/alerts`: a project's alerts as its screen lists them, so a contractor can
 * see for themselves that a reminder went out. Recipients are masked as the logs mask them
 * (functions/src/services/messaging/masked-recipient.ts: `j***@example.com`, `***1234`): the screen
 * proves delivery without showing whole addresses again.
 */
import type * as z from 'zod/mini';
import type { alertHistoryResponseSchema } from './schemas/responses';

/**
 * Newest first by `scheduledFor`. Each alert: its deadline, due date and plan key (how long before
 * the due date it fires), where it stands, when it fires (UTC), when its last message went to a
 * provider (null when none did), why it was skipped or deferred, and its messages: one recipient
 * on one channel each, masked, with the time of its last change (the provider's acceptance for
 * `sent`; null while pending) and why it failed or was skipped.
 */
export type AlertHistoryResponse = z.output<typeof alertHistoryResponseSchema>;
export type AlertHistoryEntry = AlertHistoryResponse['alerts'][number];
export type AlertHistoryMessage = AlertHistoryEntry['messages'][number];
