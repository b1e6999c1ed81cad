import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface ApiResponse {
  statusCode: number;
  /** Sent as JSON; omitted for 204. */
  body?: unknown;
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
    body: response.body === undefined ? '' : JSON.stringify(response.body),
    ...(response.cookies?.length ? { cookies: response.cookies } : {}),
  };
}
