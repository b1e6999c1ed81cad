import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '#src/errors';
import { log } from '#src/log';
import type { ApiEvent } from './api-request';
import { type ApiResponse, toHttpResult } from './responses';

/** The docs/architecture.md section 6 body: `{ message, errors: [{ path, message }] }` plus any details. */
export function errorResponse(error: unknown): ApiResponse {
  if (error instanceof AppError) {
    return {
      statusCode: error.status,
      body: { message: error.message, errors: error.errors, ...error.details },
      headers: error.headers,
    };
  }
  return { statusCode: 500, body: { message: 'Something went wrong. Please try again.', errors: [] } };
}

/** Every failure becomes a JSON answer; unexpected ones are logged, and never show their stack. */
export function errorResponses(): MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const { error, event } = request;
      if (!(error instanceof AppError)) {
        log.error('Unhandled error in API handler', {
          // The route key (`GET /api/calendar/{token}`), never the path: a path can hold a secret,
          // the calendar feed's token, which no log may keep.
          route: event.routeKey,
          requestId: event.requestContext?.requestId,
          error,
        });
      }
      request.response = toHttpResult(errorResponse(error));
    },
  };
}
