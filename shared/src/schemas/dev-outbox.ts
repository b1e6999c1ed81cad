/**
 * `GET /api/dev/outbox?limit=&cursor=`: the local runtime's outbox a page at a time, newest first,
 * so a developer or a browser test that follows `nextCursor` reads every message, however many the
 * run sent. Query strings carry text, so `limit` is a whole number written in digits.
 */

import './zod-config';
import * as z from 'zod/mini';

export const OUTBOX_PAGE_DEFAULT_LIMIT = 100;
/** A page of large emails spans several of DynamoDB's 1 MB Query answers; the outbox follows them (store/outbox.ts). */
export const OUTBOX_PAGE_MAX_LIMIT = 500;

const wholeNumber = /^[0-9]+$/;

export const outboxPageQuerySchema = z.object({
  limit: z.prefault(
    z.pipe(
      z.string().check(z.regex(wholeNumber, 'Enter a whole number of messages')),
      z.pipe(
        z.transform(Number),
        z
          .number()
          .check(
            z.minimum(1, 'Ask for at least 1 message'),
            z.maximum(OUTBOX_PAGE_MAX_LIMIT, `Ask for at most ${OUTBOX_PAGE_MAX_LIMIT} messages`),
          ),
      ),
    ),
    String(OUTBOX_PAGE_DEFAULT_LIMIT),
  ),
  cursor: z.optional(z.string().check(z.minLength(1, 'Send the nextCursor of the previous page'))),
});

/**
 * A message the local runtime "sent" (its outbox): an email as the mailer was handed it, with both
 * parts and any headers of its own beside To and Subject (List-Unsubscribe and the like), or a text.
 */
export type DevOutboxMessage =
  | {
      channel: 'email';
      to: string;
      subject: string;
      text: string;
      html: string;
      headers?: Readonly<Record<string, string>>;
    }
  | { channel: 'sms'; to: string; body: string };

export type StoredDevOutboxMessage = DevOutboxMessage & { id: string; sentAt: string };

/** One page of `GET /api/dev/outbox`, newest first; `nextCursor` asks for the next, null at the end. */
export interface DevOutboxPage {
  messages: StoredDevOutboxMessage[];
  nextCursor: string | null;
}
