/**
 * Alert texts through Twilio's Messages API, called with `fetch`: one form-encoded POST is all an
 * alert needs, and the twilio library would add 3 MB to the bundle of every function that sends
 * (decision 006's 250 KB budget). Lives with the AWS adapters because that is where it runs; locally it
 * is used too when TWILIO_* settings are present.
 * API: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
import type { Texter } from '#src/ports/texter';
import { type RatePacing, REAL_TIME, sendWithinRate } from './rate-backoff';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
/**
 * The whole send, rate-limit retries included: well inside deliver-alert's 30-second timeout, so a
 * slow Twilio fails this message (recorded, retried) instead of timing out the alert's others
 * (docs/decisions/014).
 */
const SEND_TIMEOUT_MS = 8_000;
/**
 * Twilio answers 429 (code 20429) past the account's request rate: back off and send again, with
 * jitter, until 6 s have gone (rate-backoff.ts), inside the send's own 8 s.
 */
export const TWILIO_PACING: RatePacing = {
  giveUpAfterMs: 6_000,
  backoffMs: 250,
  maxBackoffMs: 2_000,
  random: Math.random,
  ...REAL_TIME,
};

/** A 429: the message was not taken. */
class RateRefusal extends Error {}

/**
 * Who a text is sent from. A Messaging Service (`MG…`) is preferred when configured: Twilio then
 * accepts every message at once, queues it and spreads the queue over the service's sender pool
 * at the pool's combined rate, where one long code sends about one segment a second and answers
 * 429 or queues past that (https://www.twilio.com/docs/messaging/services,
 * https://www.twilio.com/docs/api/errors/30001). The 9:00 burst needs that pool.
 */
export type TwilioSender = { messagingServiceSid: string } | { fromNumber: string };

/** The sender the settings give: the Messaging Service if set, else the number; null if neither. */
export function twilioSender(settings: {
  twilioMessagingServiceSid?: string | undefined;
  twilioFromNumber?: string | undefined;
}): TwilioSender | null {
  if (settings.twilioMessagingServiceSid) return { messagingServiceSid: settings.twilioMessagingServiceSid };
  if (settings.twilioFromNumber) return { fromNumber: settings.twilioFromNumber };
  return null;
}

/** The Messages API's form fields naming the sender. */
const senderFields = (sender: TwilioSender): Record<string, string> =>
  'messagingServiceSid' in sender
    ? { MessagingServiceSid: sender.messagingServiceSid }
    : { From: sender.fromNumber };

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  sender: TwilioSender;
  /** Where the Messages API is; another origin only for tests that listen on the wire. */
  apiOrigin?: string;
  /** The whole send's deadline (SEND_TIMEOUT_MS); shorter only for tests that make Twilio hang. */
  sendTimeoutMs?: number;
  /** TWILIO_PACING; other waits only for tests and the burst bench. */
  pacing?: RatePacing;
  /** Where Twilio reports each text's fate (`POST /sms/status`, handlers/sms/status.ts). */
  statusCallback?: string;
}

/** Twilio's error body: https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions */
async function refusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const code = typeof body.code === 'number' ? `, code ${body.code}` : '';
  const reason = typeof body.message === 'string' ? body.message : response.statusText;
  return new Error(`Twilio refused the message (HTTP ${response.status}${code}): ${reason}`);
}

export function twilioTexter(settings: TwilioSettings): Texter {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiOrigin ?? TWILIO_API_ORIGIN,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(sms) {
      const form = new URLSearchParams({
        To: sms.to,
        ...senderFields(settings.sender),
        Body: sms.body,
        ...(settings.statusCallback ? { StatusCallback: settings.statusCallback } : {}),
      });
      const signal = AbortSignal.timeout(settings.sendTimeoutMs ?? SEND_TIMEOUT_MS);
      const attempt = async () => {
        // A network failure or timeout rejects here; the alert's invoker retries the send.
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal,
        });
        if (response.ok) {
          const { sid } = (await response.json().catch(() => ({}))) as { sid?: unknown };
          return typeof sid === 'string' ? sid : '';
        }
        const error = await refusal(response);
        throw response.status === 429 ? new RateRefusal(error.message) : error;
      };
      return sendWithinRate(
        attempt,
        (error) => error instanceof RateRefusal,
        settings.pacing ?? TWILIO_PACING,
      );
    },
  };
}
