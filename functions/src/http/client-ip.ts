import type { ApiRequest } from './api-request';
import { type FrontDoor, sameOriginVerifyValue } from './cloudfront-only';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

/**
 * The address of the browser behind a request, for per-address rate limits and consent records.
 *
 * In AWS the API is meant to be reached through CloudFront (infra/lib/web.ts), so the TCP peer API
 * Gateway reports as `sourceIp` is a CloudFront edge server shared by everyone near it. CloudFront
 * appends the viewer's address to X-Forwarded-For, and API Gateway then appends the edge server's
 * address (its `sourceIp`). Entries before CloudFront's are whatever the browser sent and can be
 * forged, so only the entry CloudFront appended is trusted: the last one once API Gateway's own is
 * set aside.
 *
 * The API's execute-api address is public as well, and a caller there can forge the whole header.
 * So X-Forwarded-For is read only when the request carries the origin verification header with the
 * secret value CloudFront adds (docs/decisions/008); without it the caller reached API Gateway
 * directly, and its `sourceIp` is the caller's own address. The secret is read only when the header
 * is there, so direct callers cost no secret read.
 *
 * Locally there is no proxy (nothing stands in front): the socket's address is the browser's.
 */
export async function clientIpFrom(
  request: Pick<ApiRequest, 'headers' | 'sourceIp'>,
  { originVerifyValue: expectedOriginVerifyValue }: FrontDoor,
): Promise<string> {
  const { sourceIp } = request;
  if (expectedOriginVerifyValue === null) return sourceIp;
  const sent = request.headers[ORIGIN_VERIFY_HEADER.toLowerCase()];
  if (sent === undefined || !sameOriginVerifyValue(sent, await expectedOriginVerifyValue())) return sourceIp;
  const hops = (request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.at(-1) === sourceIp) hops.pop();
  return hops.at(-1) ?? sourceIp;
}
