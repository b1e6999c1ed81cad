/**
 * The one logger of every function: Powertools for AWS Lambda's Logger, one JSON object a line, so
 * CloudWatch Logs Insights and the local console read the same thing. Each handler hands it the
 * invocation (`injectLambdaContext`, see ./invocation.ts), so every line carries the Lambda request
 * id, cold start and function name, and `correlation_id`: the id of the story the work belongs to
 * (an API request's `x-correlation-id`, carried on from a save to the alerts it planned). Errors in
 * a line's fields print with their name, message and stack. Never log secrets, passwords or
 * session tokens.
 *
 * POWERTOOLS_SERVICE_NAME and POWERTOOLS_LOG_LEVEL configure it (the stack sets them in every
 * function, the local server gives defaults); without them the service is LienMinder's and the
 * level INFO.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { SERVICE_NAME } from '@lienminder/shared';

export const log = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });

/** The story the current invocation works for, once its handler has named it (see ./invocation.ts). */
export const currentCorrelationId = (): string | undefined => {
  const id = log.getCorrelationId();
  return typeof id === 'string' ? id : undefined;
};

/**
 * A line's `correlation_id` for work of its own story inside an invocation of several (a stream
 * batch holds the changes of many saves): it stands in for the invocation's on that line.
 */
export const storyFields = (correlationId: string | undefined) =>
  correlationId ? { correlation_id: correlationId } : {};
