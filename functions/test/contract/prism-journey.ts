/**
 * The every-route journey (journey.ts) over HTTP, through Stoplight Prism's validating proxy in
 * front of `npm start`; docs/api.md says how to start both. Prism marks
 * what breaks the document in each answer's `sl-violations` header. A violation in an answer fails
 * the run; one in a request fails it only when the server accepted that request (input the journey
 * sends invalid on purpose must be flagged by the document and refused by the server alike).
 *
 *   node --import tsx functions/test/contract/prism-journey.ts
 *
 * PRISM_URL (http://127.0.0.1:4010) and SERVER_URL (http://localhost:3000, for the dev route that
 * completes a test payment) say where they are; TWILIO_AUTH_TOKEN, STRIPE_WEBHOOK_SECRET,
 * ADMIN_USERNAME and ADMIN_PASSWORD must be those the server was started with.
 */
import { request as httpRequest } from 'node:http';
import { type JourneyRequest, type JourneyTransport, walkEveryRoute } from './journey';

const PRISM_URL = process.env.PRISM_URL ?? 'http://127.0.0.1:4010';
const SERVER_URL = process.env.SERVER_URL ?? 'http://localhost:3000';

const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} to the value the server was started with`);
  return value;
};

interface Violation {
  location: string[];
  severity: string;
  message: string;
}

interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP exchange, with every Set-Cookie kept apart. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    // A length, not chunks: Prism forwards a chunked body with both framings, which Node's parser refuses.
    const framing = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = httpRequest(url, { method, headers: { ...headers, ...framing } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}

function headersOf(request: JourneyRequest): Record<string, string> {
  const isJson = request.body !== undefined && typeof request.body !== 'string';
  const headers: Record<string, string | undefined> = {
    ...(isJson ? { 'content-type': 'application/json' } : {}),
    ...(request.session ? { cookie: request.session } : {}),
    ...request.headers,
  };
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const problems: string[] = [];
const flaggedAndRefused: string[] = [];
let exchanges = 0;

const throughPrism: JourneyTransport = {
  async send(method, path, request = {}) {
    const body =
      request.body === undefined || typeof request.body === 'string'
        ? (request.body as string | undefined)
        : JSON.stringify(request.body);
    const answer = await send(`${PRISM_URL}${path}`, method, headersOf(request), body);
    exchanges += 1;
    const header = answer.headers['sl-violations'];
    const violations = header ? (JSON.parse(String(header)) as Violation[]) : [];
    for (const violation of violations) {
      const where = violation.location.join('.');
      const line = `${method} ${path} answered ${answer.status}: ${violation.severity} at ${where}: ${violation.message}`;
      (violation.location[0] === 'request' && answer.status >= 400 ? flaggedAndRefused : problems).push(line);
    }
    const cookies = answer.headers['set-cookie'] ?? [];
    return {
      status: answer.status,
      cookies: Array.isArray(cookies) ? cookies : [cookies],
      body: answer.body,
    };
  },
  async confirmPayment(clientSecret) {
    const answer = await send(
      `${SERVER_URL}/api/dev/confirm-payment`,
      'POST',
      { 'content-type': 'application/json', origin: new URL(SERVER_URL).origin },
      JSON.stringify({ clientSecret }),
    );
    if (answer.status !== 200)
      throw new Error(`The dev payment route answered ${answer.status}: ${answer.body}`);
  },
  getWithBody: false,
  now: () => new Date(),
  publicUrl: SERVER_URL,
  sessionSecret: setting('SESSION_SECRET'),
  twilioAuthToken: setting('TWILIO_AUTH_TOKEN'),
  stripeWebhookSecret: setting('STRIPE_WEBHOOK_SECRET'),
  admin: { username: setting('ADMIN_USERNAME'), password: setting('ADMIN_PASSWORD') },
};

await walkEveryRoute(throughPrism);
console.log(`${exchanges} exchanges through Prism.`);
console.log(`Refused by the document and the server alike (${flaggedAndRefused.length}):`);
for (const line of flaggedAndRefused) console.log(`  ${line}`);
console.log(`Violations (${problems.length}):`);
for (const problem of problems) console.log(`  ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
