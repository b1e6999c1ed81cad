/**
 * SES and Twilio stand-ins on the wire, for the fault-injection suite: two HTTP servers on loopback
 * that speak just enough of each API (SES v1 SendEmail, Query protocol with an XML answer; Twilio's
 * Messages resource, form in, JSON out) for the real adapters (adapters/aws/ses-mailer.ts,
 * adapters/aws/twilio-texter.ts) to talk to them. Each call is, by a seeded hash of the message and
 * how often it was tried before:
 *   - refused (`failRate`): SES answers 503 ServiceUnavailable (the SDK retries it once), Twilio 500;
 *   - left unanswered (`hangRate`): the adapter's own deadline ends it, as it would a stalled provider;
 *     an unanswered call never delivers its message;
 *   - otherwise accepted: the message is recorded with the provider id answered.
 * What they accepted is what reached the inbox or the phone: the suite's ground truth.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import { listenOnLoopback } from '#test/loopback-server';
import { sesAcceptedXml, sesRequestOf } from '#test/ses-stand-in';

export interface AcceptedMessage {
  channel: 'email' | 'sms';
  to: string;
  /** What the provider was given: the subject of an email, the body of a text. */
  content: string;
  providerMessageId: string;
  /** Accepted after the sender had stopped waiting for this message: it never learns of this copy. */
  unawaited: boolean;
}

export interface ProviderFaults {
  seed: string;
  failRate: number;
  hangRate: number;
  /** Messages (contentKey) a sender is waiting on now. Sender and stand-ins share one process. */
  awaited: ReadonlySet<string>;
}

export interface ProviderCalls {
  total: number;
  refused: number;
  unanswered: number;
}

/** A number in [0, 1) fixed by `key`: the same run always injects the same faults. */
export function chance(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** The fault-free identity of a message as a provider sees it. */
export const contentKey = (channel: AcceptedMessage['channel'], to: string, content: string) =>
  `${channel}|${to}|${content}`;

export async function startFaultInjectingProviders(faults: ProviderFaults) {
  const accepted: AcceptedMessage[] = [];
  const calls: ProviderCalls = { total: 0, refused: 0, unanswered: 0 };
  const tries = new Map<string, number>();
  const acceptances = new Map<string, number>();
  let ids = 0;

  /** What this call of this message meets: the same message's next call draws anew. */
  function fate(key: string): 'refuse' | 'hang' | 'accept' {
    const attempt = tries.get(key) ?? 0;
    tries.set(key, attempt + 1);
    calls.total += 1;
    const draw = chance(`${faults.seed}|provider|${key}|${attempt}`);
    if (draw < faults.failRate) {
      calls.refused += 1;
      return 'refuse';
    }
    if (draw < faults.failRate + faults.hangRate) {
      calls.unanswered += 1;
      return 'hang';
    }
    return 'accept';
  }

  function accept(message: Omit<AcceptedMessage, 'providerMessageId' | 'unawaited'>, prefix: string): string {
    const providerMessageId = `${prefix}${String(++ids).padStart(32, '0')}`;
    const key = contentKey(message.channel, message.to, message.content);
    accepted.push({ ...message, providerMessageId, unawaited: !faults.awaited.has(key) });
    acceptances.set(key, (acceptances.get(key) ?? 0) + 1);
    return providerMessageId;
  }

  // SES v1, Query protocol: https://docs.aws.amazon.com/ses/latest/APIReference/API_SendEmail.html
  const ses = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const { action, to, subject } = sesRequestOf(new URLSearchParams(await text(request)));
    const verdict = fate(contentKey('email', to, subject));
    if (verdict === 'hang') return;
    response.setHeader('content-type', 'text/xml');
    if (verdict === 'refuse') {
      response.statusCode = 503;
      response.end(
        '<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Receiver</Type>' +
          '<Code>ServiceUnavailable</Code><Message>Service unavailable</Message></Error>' +
          '<RequestId>fault</RequestId></ErrorResponse>',
      );
      return;
    }
    const id = accept({ channel: 'email', to, content: subject }, '');
    response.end(sesAcceptedXml(action, id));
  });

  // Twilio: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
  const twilio = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await text(request));
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const verdict = fate(contentKey('sms', to, body));
    if (verdict === 'hang') return;
    response.setHeader('content-type', 'application/json');
    if (verdict === 'refuse') {
      response.statusCode = 500;
      response.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status: 500 }));
      return;
    }
    const sid = accept({ channel: 'sms', to, content: body }, 'SM');
    response.statusCode = 201;
    response.end(JSON.stringify({ sid, status: 'queued' }));
  });

  const [sesEndpoint, twilioOrigin] = await Promise.all([listenOnLoopback(ses), listenOnLoopback(twilio)]);
  return {
    sesEndpoint,
    twilioOrigin,
    accepted,
    calls,
    /** How many times this message was accepted so far. */
    acceptedCount: (key: string) => acceptances.get(key) ?? 0,
    async stop() {
      for (const server of [ses, twilio]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
