/**
 * When an inbound text reached Twilio: its Message resource's `date_created` (RFC 2822, whole
 * seconds), fetched with one GET. Twilio's incoming-message webhook carries no time of its own
 * (https://www.twilio.com/docs/messaging/guides/webhook-request), and the webhook can be late or
 * retried, so the resource is the one source of the order in which a number's keywords were sent.
 * API: https://www.twilio.com/docs/messaging/api/message-resource#fetch-a-message-resource
 */

import { log } from '#src/log';
import type { InboundMessageTimes } from '#src/ports/inbound-message-times';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
/** Well inside Twilio's 15-second webhook timeout: past it, the keyword is timed by our clock. */
const FETCH_TIMEOUT_MS = 3_000;

export interface TwilioMessageTimesSettings {
  accountSid: string;
  authToken: string;
  /** Another origin only for tests that listen on the wire. */
  apiOrigin?: string;
}

export function twilioMessageTimes(settings: TwilioMessageTimesSettings): InboundMessageTimes {
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async receivedAt(messageSid) {
      const url = new URL(
        `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages/${encodeURIComponent(messageSid)}.json`,
        settings.apiOrigin ?? TWILIO_API_ORIGIN,
      );
      try {
        const response = await fetch(url, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Twilio answered HTTP ${response.status}`);
        const { date_created: created } = (await response.json()) as { date_created?: unknown };
        const at = typeof created === 'string' ? new Date(Date.parse(created)) : null;
        return at && !Number.isNaN(at.getTime()) ? at : null;
      } catch (error) {
        log.warn('Inbound text timed by our clock: Twilio did not say when it arrived', {
          messageSid,
          error,
        });
        return null;
      }
    },
  };
}
