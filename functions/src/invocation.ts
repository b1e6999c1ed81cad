/**
 * The wrapper of every function no HTTP request reaches (a schedule, the table's stream, an
 * EventBridge rule, send-alert's on-success destination): as `injectLambdaContext` does for the
 * HTTP handlers (http/request-logging.ts), the Logger learns the invocation, so each line carries
 * the request id, cold start and function name, and forgets the invocation's keys (its
 * correlation id) when it ends. The handler names the story itself once it has read its event
 * (`log.setCorrelationId`). Lambda always passes the context; a test may call with the event alone.
 */
import type { Context } from 'aws-lambda';
import { log } from './log';

/** `Event` is void for a function that reads no event (a recurring schedule's). */
export function invocation<Event = void, Result = unknown>(
  work: (event: Event) => Promise<Result>,
): (event: Event, context?: Context) => Promise<Result> {
  return async (event, context) => {
    if (context) log.addContext(context);
    try {
      return await work(event);
    } finally {
      log.resetKeys();
    }
  };
}
