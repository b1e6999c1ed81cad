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
 * Alert emails through SES from the stage's verified sender identity. SES v1's SendEmail, not v2's:
 * the v1 client's unused operations drop out of the bundle, v2's add ~47 KB (docs/decisions/007).
 */
export function sesMailer(client: SESClient, fromAddress: string): Mailer {
  return {
    async send(email) {
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
    },
  };
}
