/**
 * The wrapper every API handler uses: errors become the docs/architecture.md section 6 JSON body, a request
 * that did not come through CloudFront is refused, foreign origins are refused for writes, and the
 * JSON body is size-checked and parsed before the route runs.
 */
import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { type ApiEvent, type ApiRequest, toApiRequest } from './api-request';
import { cloudFrontOnly } from './cloudfront-only';
import { errorResponses } from './error-responses';
import { jsonBody } from './json-body';
import { requestLogging } from './request-logging';
import { type ApiResponse, toHttpResult } from './responses';
import { sameOriginWrites } from './same-origin-writes';

export type Route = (request: ApiRequest) => Promise<ApiResponse>;

const publicOrigin = async () => use(config).publicUrl.origin;

/** `maxBodyBytes`: the route's own limit, where its manifest entry has one (routes.ts). */
export function apiHandler(route: Route, options: { maxBodyBytes?: number } = {}) {
  return middy<ApiEvent, APIGatewayProxyStructuredResultV2>()
    .use(requestLogging())
    .use(errorResponses())
    .use(cloudFrontOnly())
    .use(sameOriginWrites(publicOrigin))
    .use(jsonBody(options.maxBodyBytes))
    .handler(async (event) => {
      return toHttpResult(await route(toApiRequest(event)));
    });
}
