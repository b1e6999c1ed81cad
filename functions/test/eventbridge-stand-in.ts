/**
 * A local HTTP server standing in for events.<region>.amazonaws.com, for tests that check events on
 * the wire: it records the requests the event bus adapter really sends (target, content type,
 * signature, JSON body), checks each Signature V4 independently of the AWS SDK's signer, and answers
 * what the test sets.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { text } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback-server';

export const STAND_IN_CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session-token-example',
};
const REGION = 'us-east-1';

export interface EventBridgeRequest {
  method: string;
  url: string;
  target: string | undefined;
  contentType: string | undefined;
  /** The Authorization header's credential scope and signed headers (its signature is checked). */
  credential: string | undefined;
  signedHeaders: string | undefined;
  /** Whether the signature matches one computed here from the request and the secret key. */
  signatureValid: boolean;
  securityToken: string | undefined;
  body: unknown;
}

export interface EventBridgeAnswer {
  status: number;
  body: unknown;
}

export const EVENTS_ACCEPTED: EventBridgeAnswer = {
  status: 200,
  body: { FailedEntryCount: 0, Entries: [{ EventId: 'e1' }] },
};

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html */
function expectedSignature(
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  signedHeaders: string,
  body: string,
): string {
  const amzDate = String(headers['x-amz-date']);
  const date = amzDate.slice(0, 8);
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(headers[name]).trim()}\n`)
    .join('');
  const canonicalRequest = [method, path, '', canonicalHeaders, signedHeaders, sha256Hex(body)].join('\n');
  const scope = `${date}/${REGION}/events/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${STAND_IN_CREDENTIALS.secretAccessKey}`, date), REGION), 'events'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

export async function startEventBridgeStandIn() {
  const received: EventBridgeRequest[] = [];
  /** What it answers, in order; once one is left it answers that one to every request. */
  let answers: EventBridgeAnswer[] = [EVENTS_ACCEPTED];
  const server = createServer(async (request, response) => {
    const body = await text(request);
    const authorization = request.headers.authorization ?? '';
    const fields = /^AWS4-HMAC-SHA256 Credential=([^,]+), SignedHeaders=([^,]+), Signature=(\w+)$/.exec(
      authorization,
    );
    const signedHeaders = fields?.[2];
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      target: request.headers['x-amz-target'] as string | undefined,
      contentType: request.headers['content-type'],
      credential: fields?.[1],
      signedHeaders,
      signatureValid:
        signedHeaders !== undefined &&
        fields?.[3] ===
          expectedSignature(request.method ?? '', request.url ?? '', request.headers, signedHeaders, body),
      securityToken: request.headers['x-amz-security-token'] as string | undefined,
      body: JSON.parse(body),
    });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    response.writeHead(answer?.status ?? 500, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(answer?.body));
  });
  const origin = await listenOnLoopback(server);
  return {
    region: REGION,
    endpoint: `${origin}/`,
    received,
    answer(...next: EventBridgeAnswer[]) {
      answers = next;
    },
    close: () => new Promise((closed) => server.close(closed)),
  };
}

export type EventBridgeStandIn = Awaited<ReturnType<typeof startEventBridgeStandIn>>;
