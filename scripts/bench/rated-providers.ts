/**
 * The burst bench's providers: HTTP servers standing in for Twilio's Messages API and SES v1, for
 * the real adapters (twilio-texter, ses-mailer) to send to. Each takes at most `ratePerSecond`
 * messages a second (a token bucket holding one second's worth) and answers above it as the real
 * one does: Twilio 429 (code 20429), SES 400 `Throttling` "Maximum sending rate exceeded." Of the
 * calls within the rate, a share fails before accepting (a 500: nothing sent) and a share is
 * accepted and then loses its answer (the connection drops: sent, but the sender cannot know),
 * the one fault that can double a message (docs/decisions/014).
 * Each accepted message is recorded with the time it was accepted, by recipient.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { sesAnswerXml, sesRequestOf } from '../../functions/test/ses-stand-in';

export interface ProviderFaults {
  ratePerSecond: number;
  /** Share of calls within the rate answered 500 without sending. */
  failShare: number;
  /** Share of calls within the rate sent and then left without an answer. */
  lostAnswerShare: number;
  random: () => number;
}

export interface ProviderTally {
  requests: number;
  rateRefusals: number;
  failures: number;
  lostAnswers: number;
  /** Recipient -> the times a message to it was accepted (more than one: a duplicate). */
  accepted: Map<string, number[]>;
}

export interface RatedProvider {
  origin: string;
  tally: ProviderTally;
  close(): Promise<void>;
}

type Answer = { status: number; contentType: string; body: string };

interface Protocol {
  recipient(form: URLSearchParams): string;
  accepted(id: string, form: URLSearchParams): Answer;
  rateExceeded(): Answer;
  failed(): Answer;
}

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const xml = (answer: Parameters<typeof sesAnswerXml>[0], action?: string): Answer => ({
  ...sesAnswerXml(answer, action),
  contentType: 'text/xml',
});

/** https://www.twilio.com/docs/messaging/api/message-resource, https://www.twilio.com/docs/api/errors/20429 */
export const TWILIO_PROTOCOL: Protocol = {
  recipient: (form) => form.get('To') ?? '',
  accepted: (id) => json(201, { sid: `SM${id}`, status: 'queued' }),
  rateExceeded: () => json(429, { code: 20429, message: 'Too Many Requests', status: 429 }),
  failed: () => json(500, { code: 20500, message: 'Internal Server Error', status: 500 }),
};

/** https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas-errors.html */
export const SES_PROTOCOL: Protocol = {
  // A SendEmail, or a SendRawEmail: an email with header fields of its own (List-Unsubscribe), which
  // names its recipient elsewhere. Read as SendEmail alone, every raw email counted as lost.
  recipient: (form) => sesRequestOf(form).to,
  accepted: (id, form) => xml({ messageId: `ses-${id}` }, sesRequestOf(form).action),
  rateExceeded: () => xml({ status: 400, code: 'Throttling', message: 'Maximum sending rate exceeded.' }),
  failed: () => xml({ status: 500, code: 'InternalFailure', message: 'Internal failure.' }),
};

function tokenBucket(ratePerSecond: number) {
  const capacity = Math.max(1, ratePerSecond);
  let tokens = capacity;
  let at = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(capacity, tokens + ((now - at) / 1000) * ratePerSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

export async function startRatedProvider(protocol: Protocol, faults: ProviderFaults): Promise<RatedProvider> {
  const tally: ProviderTally = {
    requests: 0,
    rateRefusals: 0,
    failures: 0,
    lostAnswers: 0,
    accepted: new Map(),
  };
  const take = tokenBucket(faults.ratePerSecond);
  const server = createServer(async (request: IncomingMessage, response) => {
    const form = new URLSearchParams(await text(request));
    tally.requests += 1;
    const send = ({ status, contentType, body }: Answer) => {
      response.writeHead(status, { 'content-type': contentType });
      response.end(body);
    };
    if (!take()) {
      tally.rateRefusals += 1;
      return send(protocol.rateExceeded());
    }
    const draw = faults.random();
    if (draw < faults.failShare) {
      tally.failures += 1;
      return send(protocol.failed());
    }
    const to = protocol.recipient(form);
    tally.accepted.set(to, [...(tally.accepted.get(to) ?? []), performance.now()]);
    if (draw < faults.failShare + faults.lostAnswerShare) {
      tally.lostAnswers += 1;
      request.socket.destroy();
      return;
    }
    send(protocol.accepted(String(tally.requests), form));
  });
  // Many Lambdas at once: no connection may wait on another's.
  server.maxConnections = 10_000;
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tally,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
