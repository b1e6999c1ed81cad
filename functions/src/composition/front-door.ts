/**
 * The API's front door as the handlers use it (http/ takes it as an argument): the CloudFront-only
 * check and the browser's address, each with the origin verification secret's reader.
 */
import type { ApiRequest } from '#src/http/api-request';
import { clientIpFrom } from '#src/http/client-ip';
import { type FrontDoor, cloudFrontOnly as throughFrontDoor } from '#src/http/cloudfront-only';
import { originVerifyValue } from './origin-verify';
import { type Part, use } from './scope';

/** CloudFront's secret in AWS; the local runtime, with nothing in front, hands over none (functions/local/app.ts). */
export const frontDoor: Part<FrontDoor> = {
  build: (usePart) => ({ originVerifyValue: usePart(originVerifyValue) }),
};

/** Refuses a request that did not come through CloudFront (http/cloudfront-only.ts). */
export const cloudFrontOnly = () => throughFrontDoor(() => use(frontDoor));

/** The browser's address, for the handlers that limit or record by it (http/client-ip.ts). */
export const clientIp = (request: ApiRequest): Promise<string> => clientIpFrom(request, use(frontDoor));
