import { setTimeout as sleep } from 'node:timers/promises';
import { SESClient, type SESClientConfig, SendEmailCommand } from '@aws-sdk/client-ses';
import type { Mailer } from '#ports/mailer';

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
 * (https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas-errors.html). A refused email was
 * not accepted, so sending it again cannot double it.
 */
const isRateExceeded = (error: unknown) =>
  error instanceof Error &&
  error.name === 'Throttling' &&
  /maximum sending rate exceeded/i.test(error.message);

export interface SesPacing {
  /** No new attempt starts after this long: with the client's bounds, well inside deliver-alert's 30 s. */
  giveUpAfterMs: number;
  /** The first wait after a refusal; each further one doubles, capped at `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** [0, 1): the share of each wait actually slept ("full jitter"), so refused senders spread out. */
  random: () => number;
}

/**
 * Every deliver-alert of the 9:00 burst sends at once, from many Lambdas that share one account
 * rate and cannot see each other: each backs off on its own refusal, with jitter, until the rate
 * has room (https://docs.aws.amazon.com/general/latest/gr/api-retries.html).
 */
export const SES_PACING: SesPacing = {
  giveUpAfterMs: 10_000,
  backoffMs: 200,
  maxBackoffMs: 2_000,
  random: Math.random,
};

/**
 * Alert emails through SES from the stage's verified sender identity. SES v1's SendEmail, not v2's:
 * the v1 client's unused operations drop out of the bundle, v2's add ~47 KB (docs/decisions/007).
 * Refused for the sending rate, an email is sent again after a back-off (SES_PACING); past its
 * deadline the refusal fails the message, which deliver-alert records and its invoker retries.
 */
export function sesMailer(client: SESClient, fromAddress: string, pacing: SesPacing = SES_PACING): Mailer {
  return {
    async send(email) {
      const startedAt = Date.now();
      for (let attempt = 0; ; attempt++) {
        try {
          return await sendOnce(client, fromAddress, email);
        } catch (error) {
          const wait = Math.min(pacing.maxBackoffMs, pacing.backoffMs * 2 ** attempt) * pacing.random();
          if (!isRateExceeded(error) || Date.now() + wait - startedAt > pacing.giveUpAfterMs) throw error;
          await sleep(wait);
        }
      }
    },
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
