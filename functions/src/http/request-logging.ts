/**
 * The first middleware of every HTTP handler: the Logger learns the invocation (request id, cold
 * start, function name) and the request's story, its correlation id: the caller's
 * `x-correlation-id` when it is a valid one (ports/correlation-id.ts), a new one otherwise. Every
 * answer, refusals and errors included, names it in `x-correlation-id`, so a user's report can be
 * found in the logs. The Logger forgets both when the invocation ends.
 */
import { randomUUID } from 'node:crypto';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { currentCorrelationId, log } from '#src/log';
import { CORRELATION_ID_HEADER, validCorrelationId } from '#src/ports/correlation-id';
import { lowerCaseHeaders } from './api-request';

type HttpRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/** One line a request: the route (never the path, which can hold a token) and the answer's status. */
function answered({ event, response }: HttpRequest): void {
  const id = currentCorrelationId();
  if (!response) return;
  if (id) response.headers = { ...response.headers, [CORRELATION_ID_HEADER]: id };
  log.info('Request answered', { route: event.routeKey, status: response.statusCode });
}

function correlationIds(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      const sent = lowerCaseHeaders(event.headers)[CORRELATION_ID_HEADER];
      log.setCorrelationId(validCorrelationId(sent) ?? randomUUID());
    },
    after: answered,
    // After the error middleware has made the answer (onError runs in reverse order of use).
    onError: answered,
  };
}

/** `.use(requestLogging())` first, before the error answers, so that they carry the id too. */
export const requestLogging = () => [injectLambdaContext(log, { resetKeys: true }), correlationIds()];
