/**
 * Every API request must prove it came through CloudFront (docs/decisions/021). CloudFront is where
 * the per-address rate rules are (AWS WAF; an HTTP API takes no WAF), but the API's execute-api
 * address is public too: a request sent there would pass by them. CloudFront adds the origin
 * verification header with a secret value (infra/lib/web.ts, decision 008); a request without it, or
 * with another value, is refused here before its body is read or anything is counted or written.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import { NotThroughCloudFront } from '#src/errors';
import { type ApiEvent, lowerCaseHeaders } from './api-request';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

/**
 * What stands in front of the API: the reader of the secret CloudFront sends in AWS, null where
 * nothing does (the local runtime hands that over, functions/local/app.ts).
 */
export interface FrontDoor {
  originVerifyValue: (() => Promise<string>) | null;
}

/** `frontDoor` is asked on each request: the handler's composition chooses it (composition/front-door.ts). */
export function cloudFrontOnly(frontDoor: () => FrontDoor): MiddlewareObj<ApiEvent> {
  return {
    before: async ({ event }) => {
      const read = frontDoor().originVerifyValue;
      if (read === null) return;
      const sent = lowerCaseHeaders(event.headers)[ORIGIN_VERIFY_HEADER.toLowerCase()];
      if (sent === undefined || !sameOriginVerifyValue(sent, await read())) throw new NotThroughCloudFront();
    },
  };
}

/** In constant time, so response times do not reveal how much of a guess was right. */
export function sameOriginVerifyValue(sent: string, expected: string): boolean {
  const given = Buffer.from(sent);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
