/**
 * A local HTTP server standing in for api.twilio.com, for tests that check texts on the wire: it
 * records the requests the Twilio adapter really sends (URL, Basic auth, form body) and answers
 * what the test sets.
 */
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback-server';

export interface TwilioRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface TwilioAnswer {
  status: number;
  body: unknown;
}

export const TWILIO_ACCEPTED: TwilioAnswer = { status: 201, body: { sid: 'SM0123', status: 'queued' } };

export async function startTwilioStandIn() {
  const received: TwilioRequest[] = [];
  /** What it answers, in order; once one is left it answers that one to every request. */
  let answers: TwilioAnswer[] = [TWILIO_ACCEPTED];
  const server = createServer(async (request, response) => {
    const body = await text(request);
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer?.body));
  });
  const origin = await listenOnLoopback(server);
  return {
    origin,
    received,
    answer(...next: TwilioAnswer[]) {
      answers = next;
    },
    close: () => new Promise((closed) => server.close(closed)),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
