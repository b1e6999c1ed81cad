/**
 * What send-alert decides and deliver-alert carries out (docs/decisions/007): send-alert's return
 * value, which Lambda's on-success destination hands to deliver-alert as its whole event (the local
 * runtime does the same). Deliver-alert checks it on arrival, as it would any event.
 */
import * as z from 'zod/mini';
import { alertPayloadSchema } from './alert-payload-schema';
import { SKIP_REASONS } from './alert-store';
import { outgoingMessageSchema } from './outgoing-message-schema';

const outcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('sent'),
    emails: z.number(),
    texts: z.number(),
    /**
     * Texts the alert would have had, held back by the SMS hours (docs/sms-compliance.md "Sending"):
     * only when the next allowed time is past the deadline's legal last day; otherwise it is deferred.
     */
    textsWithheld: z.nullable(z.literal('quiet_hours')),
  }),
  /** Recorded on the alert item. */
  z.object({ status: z.literal('skipped'), reason: z.enum(SKIP_REASONS) }),
  /** Fired outside the SMS hours with texts to send: rescheduled, whole, for the next 8:00. */
  z.object({ status: z.literal('deferred'), until: z.string() }),
  /** Nothing to record: the alert is gone, moved (its item describes the new time), or already sent. */
  z.object({ status: z.literal('ignored'), reason: z.enum(['alert_gone', 'alert_moved', 'already_done']) }),
  /** The event was not an alert's ids; a retry would read the same event. */
  z.object({ status: z.literal('invalid') }),
]);

export const deliveryOrderSchema = z.object({
  /** Null when send-alert's own event was not an alert. */
  alert: z.nullable(alertPayloadSchema),
  outcome: outcomeSchema,
  /**
   * Every message the morning goes out as; empty unless the outcome is `sent`. `lead`: the alert
   * each message's delivery record is keyed under (the most urgent it carries); `alert` when absent
   * (an order the reconciler makes, one per lead, or one from before the morning digest).
   */
  messages: z.array(
    z.intersection(outgoingMessageSchema, z.object({ lead: z.optional(alertPayloadSchema) })),
  ),
  /**
   * When the fired alert's schedule was set for: how late its messages reach the providers
   * (AlertLatenessSeconds). Only on send-alert's own orders, not on the reconciler's hand-overs.
   */
  fireAt: z.optional(z.iso.datetime()),
});

export type AlertOutcome = z.infer<typeof outcomeSchema>;
export type DeliveryMessage = DeliveryOrder['messages'][number];
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;
