import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface ApiResponse {
  statusCode: number;
  /** Sent as JSON; omitted for 204. */
  body?: unknown;
  /** Sent as it is instead of `body`, with the Content-Type its `headers` name (a CSV file). */
  text?: string;
  headers?: Record<string, string>;
  /** `Set-Cookie` values. */
  cookies?: string[];
}

export const json = (
  statusCode: number,
  body: unknown,
  extra: Omit<ApiResponse, 'statusCode' | 'body'> = {},
) => ({
  statusCode,
  body,
  ...extra,
});

/**
 * API answers are personal (they depend on the session cookie): no cache may keep them. nosniff
 * stops a browser from reading JSON as anything else.
 */
const API_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function toHttpResult(response: ApiResponse): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: response.statusCode,
    headers: { ...API_HEADERS, ...response.headers },
    body: response.text ?? (response.body === undefined ? '' : JSON.stringify(response.body)),
    ...(response.cookies?.length ? { cookies: response.cookies } : {}),
  };
}

/** The browser saves the answer as `filename` rather than showing it. */
const attachment = (filename: string) => ({ 'Content-Disposition': `attachment; filename="${filename}"` });

/** A CSV file to download (RFC 4180's media type), UTF-8. */
export const csvFile = (filename: string, text: string): ApiResponse => ({
  statusCode: 200,
  text,
  headers: { 'Content-Type': 'text/csv; charset=utf-8', ...attachment(filename) },
});

/** A JSON answer the browser saves as `filename`. */
export const jsonFile = (filename: string, body: unknown): ApiResponse =>
  json(200, body, { headers: attachment(filename) });
