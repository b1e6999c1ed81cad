/**
 * The wrapper every API handler uses: errors become the docs/architecture.md section 6 JSON body, a request
 * that did not come through CloudFront is refused, foreign origins are refused for writes, and the
 * body (JSON, or a CSV file where the route takes one) is size-checked and read before the route runs.
 */
import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type ApiEvent, type ApiRequest, toApiRequest } from './api-request';
import { cloudFrontOnly, type FrontDoor } from './cloudfront-only';
import { csvBody } from './csv-body';
import { errorResponses } from './error-responses';
import { jsonBody } from './json-body';
import { requestLogging } from './request-logging';
import { type ApiResponse, toHttpResult } from './responses';
import { sameOriginWrites } from './same-origin-writes';

export type Route = (request: ApiRequest) => Promise<ApiResponse>;

/** What the wrapper needs of the handler's composition (composition/api-handler.ts), asked per request. */
export interface ApiParts extends FrontDoor {
  /** The origin the browser uses: writes from any other are refused. */
  publicOrigin: string;
}

export interface RouteOptions {
  /** The route's own body limit, where its manifest entry has one (routes.ts). */
  maxBodyBytes?: number;
  /** `csv`: the body is a CSV file (csv-body.ts) rather than JSON. */
  bodyType?: 'json' | 'csv';
}

export function apiHandlerWith(parts: () => ApiParts, route: Route, options: RouteOptions = {}) {
  return middy<ApiEvent, APIGatewayProxyStructuredResultV2>()
    .use(requestLogging())
    .use(errorResponses())
    .use(cloudFrontOnly(parts))
    .use(sameOriginWrites(async () => parts().publicOrigin))
    .use(options.bodyType === 'csv' ? csvBody(options.maxBodyBytes) : jsonBody(options.maxBodyBytes))
    .handler(async (event) => {
      return toHttpResult(await route(toApiRequest(event)));
    });
}
