import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An API Gateway HTTP API (v2) event once the body middleware has read it (JSON, or a CSV file's text). */
export type ApiEvent = APIGatewayProxyEventV2 & { jsonBody?: unknown; csvText?: string };

/** What a route needs from the event, with header names in lower case and cookies by name. */
export interface ApiRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  pathParameters: Record<string, string>;
  /** Query string parameters (API Gateway joins repeated ones with commas). */
  query: Record<string, string>;
  /** The parsed JSON body; undefined when the request had none. */
  body: unknown;
  /** A CSV route's body as text, without a byte order mark ('' on every other route). */
  csvText: string;
  /** The body exactly as sent ('' when none): what webhook signatures are computed over. */
  rawBody: string;
  /** API Gateway's TCP peer: in AWS a CloudFront edge server, not the browser (see client-ip.ts). */
  sourceIp: string;
}

export function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

/** API Gateway v2 passes cookies as `cookies: ["a=1", "b=2"]`; a plain Cookie header is read too. */
function parseCookies(
  event: APIGatewayProxyEventV2,
  headers: Record<string, string>,
): Record<string, string> {
  const pairs = event.cookies ?? (headers.cookie ? headers.cookie.split(';') : []);
  const cookies: Record<string, string> = {};
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    cookies[name] ??= value;
  }
  return cookies;
}

export function toApiRequest(event: ApiEvent): ApiRequest {
  const headers = lowerCaseHeaders(event.headers);
  const pathParameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    if (value !== undefined) pathParameters[name] = value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value !== undefined) query[name] = value;
  }
  return {
    method: event.requestContext.http.method.toUpperCase(),
    path: event.rawPath,
    headers,
    cookies: parseCookies(event, headers),
    pathParameters,
    query,
    body: event.jsonBody,
    csvText: event.csvText ?? '',
    rawBody: event.body
      ? event.isBase64Encoded
        ? Buffer.from(event.body, 'base64').toString('utf8')
        : event.body
      : '',
    sourceIp: event.requestContext.http.sourceIp,
  };
}
