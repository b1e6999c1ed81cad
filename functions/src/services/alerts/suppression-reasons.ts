/**
 * Which unsent messages count as suppressed (AlertMessagesSuppressed): the recipient said no, or
 * the account's suppression list stops the address or number (bounced, complained, unsubscribed,
 * opted out). Not the plan, the SMS hours or a foreign number: those are the product's rules, not
 * the recipient's answer.
 */
import type { DeliverySkipReason } from '#src/ports/alert-deliveries';

const SUPPRESSIONS: ReadonlySet<string> = new Set<DeliverySkipReason>([
  'opted_out',
  'no_consent',
  'suppressed',
]);

/** A delivery record's reason, or a skip's. */
export const isSuppression = (reason: string | null): boolean => reason !== null && SUPPRESSIONS.has(reason);
