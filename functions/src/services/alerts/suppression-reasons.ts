/**
 * Which unsent messages count as suppressed (AlertMessagesSuppressed): the recipient said no, or
 * the account's suppression list stops the address or number (bounced, complained, unsubscribed,
 * opted out). Not the plan, the SMS hours or a foreign number: those are the product's rules, not
 * the recipient's answer.
 */
import type { DeliverySkipReason } from '#src/ports/alert-deliveries';

const SUPPRESSIONS: ReadonlySet<DeliverySkipReason> = new Set(['opted_out', 'no_consent', 'suppressed']);

export const isSuppression = (reason: DeliverySkipReason): boolean => SUPPRESSIONS.has(reason);
