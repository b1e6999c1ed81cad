import { randomBytes } from 'node:crypto';
import { SESClient, type SESClientConfig, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { Mailer } from '#src/ports/mailer';
import { type RatePacing, REAL_TIME, sendWithinRate } from './rate-backoff';

/**
 * Bounds on each SES call, which has none by default: a connection in 2 s, an answer in 5 s, one
 * retry; at worst ~14 s, well inside deliver-alert's 30-second timeout (docs/decisions/014).
 */
export const SES_CALL_BOUNDS = { connectionTimeout: 2_000, requestTimeout: 5_000 };

/**
 * Other bounds and an endpoint only for tests that make a stand-in SES hang on the wire.
 * `throwOnRequestTimeout`: without it the SDK's HTTP handler (@smithy/node-http-handler 4.x) only
 * logs a warning when `requestTimeout` passes and keeps waiting, so a stalled SES would hold the
 * message until the function itself timed out (found by test/alerts/fault-injection.test.ts).
 */
export function boundedSesClient(
  bounds: typeof SES_CALL_BOUNDS = SES_CALL_BOUNDS,
  endpoint?: SESClientConfig['endpoint'],
): SESClient {
  return new SESClient({
    requestHandler: { ...bounds, throwOnRequestTimeout: true },
    maxAttempts: 2,
    ...(endpoint ? { endpoint } : {}),
  });
}

/**
 * Sending faster than the account's maximum send rate is refused with `Throttling` and this
 * message; the same code with "Daily message quota exceeded" is not worth retrying today
 * (https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas-errors.html).
 */
const isRateExceeded = (error: unknown) =>
  error instanceof Error &&
  error.name === 'Throttling' &&
  /maximum sending rate exceeded/i.test(error.message);

/**
 * Every deliver-alert of the 9:00 burst sends at once and shares one account rate: bounded so that,
 * with the client's bounds, a send ends well inside deliver-alert's 30 s.
 */
export const SES_PACING: RatePacing = {
  giveUpAfterMs: 10_000,
  backoffMs: 200,
  maxBackoffMs: 2_000,
  random: Math.random,
  ...REAL_TIME,
};

/** The stage's sender: its address, and the configuration set whose events report each email's fate. */
export interface SesSender {
  fromAddress: string;
  /** Absent only where no stack made one (a local run sending through SES). */
  configurationSetName?: string;
}

/**
 * Alert emails through SES from the stage's verified sender identity. SES v1, not v2: the v1
 * client's unused operations drop out of the bundle, v2's add ~47 KB (docs/decisions/007). An email
 * with header fields of its own (an alert's List-Unsubscribe, RFC 8058) goes as SendRawEmail, a
 * MIME message built here, since v1's SendEmail takes no headers; any other as SendEmail. Both name
 * the configuration set, so SES reports its delivery, bounce or complaint.
 * An email refused for the sending rate is sent again after a back-off (rate-backoff.ts).
 */
export function sesMailer(client: SESClient, sender: SesSender, pacing: RatePacing = SES_PACING): Mailer {
  return {
    send: (email) => sendWithinRate(() => sendOnce(client, sender, email), isRateExceeded, pacing),
  };
}

type Email = Parameters<Mailer['send']>[0];

async function sendOnce(client: SESClient, sender: SesSender, email: Email): Promise<string> {
  const configurationSet = sender.configurationSetName
    ? { ConfigurationSetName: sender.configurationSetName }
    : {};
  if (email.headers && Object.keys(email.headers).length > 0) {
    const answer = await client.send(
      new SendRawEmailCommand({
        Source: sender.fromAddress,
        Destinations: [email.to],
        RawMessage: { Data: new TextEncoder().encode(mimeMessage(sender.fromAddress, email)) },
        ...configurationSet,
      }),
    );
    return answer.MessageId ?? '';
  }
  const answer = await client.send(
    new SendEmailCommand({
      Source: sender.fromAddress,
      Destination: { ToAddresses: [email.to] },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: email.text, Charset: 'UTF-8' },
          Html: { Data: email.html, Charset: 'UTF-8' },
        },
      },
      ...configurationSet,
    }),
  );
  return answer.MessageId ?? '';
}

/** Base64 in lines of 76 characters (RFC 2045 section 6.8). */
const base64Lines = (text: string) =>
  (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

/** A header field's value as it is, or refused: a line break in one would start a header of its own. */
function headerValue(name: string, value: string): string {
  if (/[\r\n]/.test(value) || /[^\x20-\x7e]/.test(value)) {
    throw new Error(`Email header ${name} must be printable ASCII on one line`);
  }
  return value;
}

/**
 * The email as one MIME message (RFC 5322, 2045-2047): the subject as a UTF-8 encoded word, the
 * plain text and HTML as the two parts of multipart/alternative, each base64, and the extra header
 * fields as given.
 */
export function mimeMessage(fromAddress: string, email: Email): string {
  const boundary = `=_lienminder_${randomBytes(12).toString('hex')}`;
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=UTF-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(body),
    ].join('\r\n');
  return [
    `From: ${headerValue('From', fromAddress)}`,
    `To: ${headerValue('To', email.to)}`,
    `Subject: =?UTF-8?B?${Buffer.from(email.subject, 'utf8').toString('base64')}?=`,
    'MIME-Version: 1.0',
    ...Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${headerValue(name, value)}`),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    part('text/plain', email.text),
    part('text/html', email.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
