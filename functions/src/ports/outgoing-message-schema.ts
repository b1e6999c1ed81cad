/**
 * The shape of a message crossing from a deciding function to a sending one (an alert's delivery
 * order, a dispatched message request): checked on arrival, as any event is.
 */
import * as z from 'zod/mini';

const text = () => z.string().check(z.minLength(1));

export const outgoingMessageSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    to: text(),
    subject: text(),
    text: text(),
    html: text(),
    /** The email's own headers (ports/mailer.ts). */
    headers: z.optional(z.record(text(), z.string())),
  }),
  z.object({ channel: z.literal('sms'), to: text(), body: text(), timeZone: z.optional(text()) }),
]);

/** What DeliverMessages receives: the detail of the dispatch event. */
export const messageRequestSchema = z.object({
  purpose: text(),
  messages: z.array(outgoingMessageSchema).check(z.minLength(1)),
});

export type MessageRequest = z.infer<typeof messageRequestSchema>;
