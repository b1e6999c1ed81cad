/**
 * The fields of Twilio's webhooks that this product reads, by Twilio's names: a text sent to the
 * program's number (`POST /sms/incoming`) and an alert text's status callback (`POST /sms/status`).
 * https://www.twilio.com/docs/messaging/guides/webhook-request
 */
import './zod-config';
import * as z from 'zod/mini';
import { E164 } from '../phone';

/** A text sent to the program's number. */
export const inboundSmsSchema = z.object({
  MessageSid: z.string().check(z.minLength(1)),
  From: z.string().check(z.regex(E164)),
  Body: z._default(z.string(), ''),
});

export type InboundSms = z.infer<typeof inboundSmsSchema>;

/** An alert text's status: `delivered`, `undelivered` or `failed` with the carrier's error code. */
export const textStatusSchema = z.object({
  MessageSid: z.string().check(z.minLength(1)),
  MessageStatus: z.string().check(z.minLength(1)),
  ErrorCode: z.optional(z.string()),
});
