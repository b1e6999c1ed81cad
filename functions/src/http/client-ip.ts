import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AppConfig } from '../config';

/**
 * The address of the browser behind a request, for per-address rate limits and consent records.
 *
 * In AWS the API is reached through CloudFront (infra/lib/web.ts), so the TCP peer API Gateway
 * reports as `sourceIp` is a CloudFront edge server shared by everyone near it. CloudFront appends
 * the viewer's address to X-Forwarded-For, and API Gateway then appends the edge server's address
 * (its `sourceIp`). Entries before CloudFront's are whatever the browser sent and can be forged, so
 * only the entry CloudFront appended is trusted: the last one once API Gateway's own is set aside.
 * Locally there is no proxy: the socket's address is the browser's.
 */
export function clientIp(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>,
  config: Pick<AppConfig, 'runtime'>,
): string {
  const { sourceIp } = event.requestContext.http;
  if (config.runtime !== 'aws') return sourceIp;
  const forwardedFor = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'x-forwarded-for',
  )?.[1];
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.at(-1) === sourceIp) hops.pop();
  return hops.at(-1) ?? sourceIp;
}
