import { SESClient, type SESClientConfig, SendEmailCommand } from '@aws-sdk/client-ses';
import type { Mailer } from '#ports/mailer';
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

/**
 * Alert emails through SES from the stage's verified sender identity. SES v1's SendEmail, not v2's:
 * the v1 client's unused operations drop out of the bundle, v2's add ~47 KB (docs/decisions/007).
 * An email refused for the sending rate is sent again after a back-off (rate-backoff.ts).
 */
export function sesMailer(client: SESClient, fromAddress: string, pacing: RatePacing = SES_PACING): Mailer {
  return {
    send: (email) => sendWithinRate(() => sendOnce(client, fromAddress, email), isRateExceeded, pacing),
  };
}

async function sendOnce(
  client: SESClient,
  fromAddress: string,
  email: Parameters<Mailer['send']>[0],
): Promise<string> {
  const answer = await client.send(
    new SendEmailCommand({
      Source: fromAddress,
      Destination: { ToAddresses: [email.to] },
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: email.text, Charset: 'UTF-8' },
          Html: { Data: email.html, Charset: 'UTF-8' },
        },
      },
    }),
  );
  return answer.MessageId ?? '';
}
