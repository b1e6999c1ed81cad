/** Helpers for the SMS program's integration tests: Twilio-signed webhook calls and the consent log. */
import type { SmsConsentRecord } from '@lienminder/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import type { App } from '#local/app';
import { dynamoConsentLog } from '#src/store/consent-log';
import { createDocumentClient } from '#src/store/document-client';
import { call } from '#test/api/support';
import { TEST_PUBLIC_URL } from '#test/dynamodb';

/** An obviously fake token; Twilio's own code signs and checks with it. */
export const TWILIO_TOKEN = 'twilio_auth_token_fake_0123456789';
export const WEBHOOK_URL = `${TEST_PUBLIC_URL}/sms/incoming`;

let messages = 0;

export interface InboundOptions {
  /** Defaults to a new one per call. */
  messageSid?: string;
  /** Sign with this token instead of the configured one. */
  token?: string;
  /** Sign this URL instead of the webhook's. */
  signedUrl?: string;
  /** Send this header value instead of the computed signature; null sends none. */
  signature?: string | null;
}

/** Twilio's form post for a text `body` from `from`, signed as Twilio signs it. */
export function textFrom(from: string, body: string, options: InboundOptions = {}) {
  messages += 1;
  const params: Record<string, string> = {
    ToCountry: 'US',
    MessageSid: options.messageSid ?? `SMfake${String(messages).padStart(26, '0')}`,
    AccountSid: 'ACfake00000000000000000000000000',
    From: from,
    To: '+13055550000',
    Body: body,
    NumMedia: '0',
  };
  const signature =
    options.signature === undefined
      ? getExpectedTwilioSignature(options.token ?? TWILIO_TOKEN, options.signedUrl ?? WEBHOOK_URL, params)
      : options.signature;
  return call('POST', '/sms/incoming', {
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      // Twilio is no browser: it sends no Origin.
      origin: undefined,
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
  });
}

/** The reply text inside a TwiML answer. */
export function twimlMessage(body: string): string | null {
  return /<Message>([\s\S]*)<\/Message>/.exec(body)?.[1]?.replaceAll('&amp;', '&') ?? null;
}

let phones = 0;

/**
 * A number no other test in the run uses: the tests of a file share one table (handlers read their
 * configuration on first import), so each test looks only at its own numbers.
 */
export function uniquePhone(): string {
  phones += 1;
  // An exchange LienMinder texts (shared phone.ts): 200 to 799, no N11 code.
  const exchange = 200 + (process.pid % 600);
  return `+1305${exchange % 100 === 11 ? exchange + 1 : exchange}${String(phones).padStart(4, '0')}`;
}

/** Every record of the consent log for `phone`, newest first. */
export async function consentRecords(app: App, phone: string): Promise<SmsConsentRecord[]> {
  const log = dynamoConsentLog(createDocumentClient(app.config), app.config.tableName);
  const records: SmsConsentRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await log.list({ limit: 100, cursor });
    records.push(...page.consents.filter((record) => record.phone === phone));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return records;
}
