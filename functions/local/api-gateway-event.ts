/**
 * The HTTP <-> Lambda translation API Gateway HTTP APIs (payload format 2.0) perform in AWS, done
 * in-process so the local server and the tests call the very handlers Lambda runs, with the same
 * event and result shapes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { compress, isCompressible, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression';
import { invokeAsLambda } from './lambda-invocation';
import { matchRoutePath } from './route-path';

/** What the adapter needs from an HTTP request: a node:http IncomingMessage or a test's literal. */
export interface HttpRequestParts {
  method: string;
  /** Path and query as sent, e.g. `/api/projects?status=active`. */
  url: string;
  headers: IncomingHttpHeaders;
  body?: Buffer;
  sourceIp?: string;
}

/** A handler module as `src/handlers/<entry>.ts` exports it. */
export interface ApiHandlerModule {
  // Method syntax keeps parameters bivariant: a handler may declare a narrower event type.
  handler(event: APIGatewayProxyEventV2, context: Context): Promise<unknown>;
}

/** A Lambda handler as API Gateway calls it. */
export type ApiHandler = ApiHandlerModule['handler'];

/** A handler's answer after API Gateway's normalisation (see `normalizeResult`). */
export interface ApiResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: string;
  isBase64Encoded: boolean;
}

// API Gateway passes these bodies as text and base64-encodes everything else (including the
// form-encoded bodies Twilio posts), so handlers must honour isBase64Encoded in AWS and here alike.
const TEXT_CONTENT_TYPE = /^(text\/|application\/(json|xml|javascript)\b|[\w.+-]+\/[\w.-]+\+(json|xml)\b)/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's `requestContext.time` format, e.g. `12/Mar/2020:19:03:58 +0000`. */
function requestTime(at: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(at.getUTCDate())}/${MONTHS[at.getUTCMonth()]}/${at.getUTCFullYear()}:${two(at.getUTCHours())}:${two(
    at.getUTCMinutes(),
  )}:${two(at.getUTCSeconds())} +0000`;
}

export function toApiGatewayEvent(
  request: HttpRequestParts,
  routePath: string,
  receivedAt: Date = new Date(),
): APIGatewayProxyEventV2 {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const method = request.method.toUpperCase();

  // Header names arrive lower-cased from node:http; repeated headers are comma-joined as in AWS.
  // The Cookie header moves to `cookies`, as API Gateway does with payload format 2.0.
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name.toLowerCase() === 'cookie') {
      cookies = joined.split(/;\s*/).filter((cookie) => cookie !== '');
    } else {
      headers[name.toLowerCase()] = joined;
    }
  }

  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    const previous = queryStringParameters[name];
    queryStringParameters[name] = previous === undefined ? value : `${previous},${value}`;
  }
  const pathParameters = matchRoutePath(routePath, rawPath) ?? {};

  const body = request.body !== undefined && request.body.length > 0 ? request.body : undefined;
  const isBase64Encoded = body !== undefined && !TEXT_CONTENT_TYPE.test(headers['content-type'] ?? '');
  const routeKey = `${method} ${routePath}`;
  const host = headers.host ?? 'localhost';

  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies === undefined ? {} : { cookies }),
    headers,
    ...(Object.keys(queryStringParameters).length === 0 ? {} : { queryStringParameters }),
    ...(Object.keys(pathParameters).length === 0 ? {} : { pathParameters }),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: requestTime(receivedAt),
      timeEpoch: receivedAt.getTime(),
    },
    ...(body === undefined ? {} : { body: body.toString(isBase64Encoded ? 'base64' : 'utf8') }),
    isBase64Encoded,
  };
}

function isStructuredResult(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/**
 * API Gateway's reading of a handler's return value: an object with `statusCode` is a response;
 * anything else (a string, a plain object) becomes a 200 JSON body.
 */
export function normalizeResult(result: unknown): ApiResult {
  if (!isStructuredResult(result)) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
      isBase64Encoded: false,
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: result.body ?? '',
    isBase64Encoded: result.isBase64Encoded ?? false,
  };
}

/** Writes a normalised result; each entry of `cookies` becomes its own Set-Cookie header. */
export function writeApiResult(response: ServerResponse, result: ApiResult): void {
  let body: Buffer = Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  response.statusCode = result.statusCode;
  for (const [name, value] of Object.entries(result.headers)) response.setHeader(name, value);
  if (result.cookies.length > 0) response.setHeader('set-cookie', result.cookies);
  if (isCompressible(String(response.getHeader('content-type') ?? ''))) {
    response.setHeader('vary', 'accept-encoding');
    const encoding = preferredEncoding(response.req.headers['accept-encoding']);
    if (encoding && body.length >= MIN_COMPRESSED_BYTES) {
      body = compress(body, encoding);
      response.setHeader('content-encoding', encoding);
    }
  }
  response.setHeader('content-length', body.length);
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/** Invokes a handler the way Lambda does (event plus context) and normalises its answer. */
export async function invokeApiHandler(
  handler: ApiHandler,
  functionName: string,
  event: APIGatewayProxyEventV2,
): Promise<ApiResult> {
  return normalizeResult(await invokeAsLambda(functionName, handler, event, event.requestContext.requestId));
}
