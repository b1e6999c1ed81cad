/**
 * Developer routes that exist only in the local server (never in routes.ts, so never deployed):
 *   GET  /api/dev/outbox[?limit=&cursor=]  every email and SMS the local runtime "sent", newest
 *                         first, `limit` (1-500, default 100) at a time: `{ messages, nextCursor }`;
 *                         follow `nextCursor` until it is null to read them all
 *   POST /api/dev/clock   {"now": "<ISO instant>"} moves the local clock, then fires what is due:
 *                         alerts, the end of cancelled local subscriptions, data deletions
 *   POST /api/dev/ses-event {SES event notification} hands an email's delivery, bounce or complaint
 *                         to the handler SES's events reach in AWS; `mail.messageId` is the outbox
 *                         message's `id`, standing in for SES's message id
 *   POST /api/dev/confirm-payment {"clientSecret": "local_…"} pays a local test payment (the
 *                         "Complete test payment" button): the event Stripe would send, handled as
 *                         the webhook handles it
 * The clock route settles the table's stream before and after firing, so what earlier requests set
 * off (alert plans, schedules) is in place first, and what firing set off is done when it answers:
 * a developer or a test reads the outcome without waiting for the stream's next poll.
 * They answer only the app's own pages and this machine's tools (./dev-route-guard.ts), and the
 * server registers them only when they are enabled (docs/decisions/016).
 */

import { outboxPageQuerySchema } from '@lienminder/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { MovableClock } from '#local/adapters/movable-clock';
import { InvalidOutboxCursor, type Outbox } from '#local/store/outbox';
import { ValidationFailed } from '#src/errors';
import { errorResponse } from '#src/http/error-responses';
import { toHttpResult } from '#src/http/responses';
import { sesEventSchema } from '#src/services/deliverability/email-events';
import { parseRequest } from '#src/services/validation';
import type { ApiHandler } from './api-gateway-event';
import type { Billing } from './app';
import { refuseForeignDevRequest } from './dev-route-guard';
import type { LocalScheduler } from './local-scheduler';
import { addLocalRoute } from './router';
import type { TableStream } from './table-stream';

const clockRequestSchema = z.object({ now: z.iso.datetime({ offset: true }) });
const confirmPaymentSchema = z.object({ clientSecret: z.string().startsWith('local_') });

export interface DevRouteDependencies {
  outbox: Outbox;
  clock: MovableClock;
  scheduler: LocalScheduler;
  stream: Pick<TableStream, 'drain'>;
  /** The daily sweep, which brings the alerts coming into the scheduling window into it. */
  sweep: () => Promise<unknown>;
  billing: Billing;
  /** The email-events handler (handlers/deliverability/email-events.ts), as the stack's rule invokes it. */
  emailEvents: (event: unknown) => Promise<unknown>;
  /** The app's own address: requests must come from it. */
  publicUrl: URL;
}

/**
 * What the passing of time does to billing: cancelled local subscriptions past their period end are
 * deleted (as Stripe would, then its event is handled), and data deletions that came due run (in
 * AWS the daily sweep runs them).
 */
async function settleBilling(billing: Billing): Promise<void> {
  for (const event of (await billing.localPayments?.endLapsed()) ?? []) await billing.handleEvent(event);
  await billing.deleteLapsedData();
}

let current: DevRouteDependencies | undefined;

function bodyOf(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function addDevRoute(method: 'GET' | 'POST', path: string, handler: ApiHandler): void {
  addLocalRoute(method, path, async (event, context) => {
    const refusal = current ? refuseForeignDevRequest(event, current.publicUrl) : undefined;
    return refusal ?? handler(event, context);
  });
}

/** Registers the routes once per process; a restarted server (tests) points them at its own parts. */
export function registerDevRoutes(dependencies: DevRouteDependencies): void {
  const registered = current !== undefined;
  current = dependencies;
  if (registered) return;

  addDevRoute('GET', '/api/dev/outbox', async (event: APIGatewayProxyEventV2) => {
    try {
      const query = parseRequest(outboxPageQuerySchema, event.queryStringParameters ?? {});
      const page = current ? await current.outbox.page(query) : { messages: [], nextCursor: null };
      return toHttpResult({ statusCode: 200, body: page });
    } catch (error) {
      if (error instanceof InvalidOutboxCursor) {
        return toHttpResult(
          errorResponse(new ValidationFailed([{ path: 'cursor', message: error.message }])),
        );
      }
      if (error instanceof ValidationFailed) return toHttpResult(errorResponse(error));
      throw error;
    }
  });

  addDevRoute('POST', '/api/dev/clock', async (event: APIGatewayProxyEventV2) => {
    const request = clockRequestSchema.safeParse(bodyOf(event));
    if (!request.success || !current) {
      return toHttpResult({
        statusCode: 400,
        body: {
          message: 'Send {"now": "<ISO 8601 instant>"}',
          errors: [{ path: 'now', message: 'Enter an ISO 8601 instant' }],
        },
      });
    }
    const { clock, scheduler, stream, sweep } = current;
    await stream.drain();
    const fired = await scheduler.tickAfter(async () => {
      clock.moveTo(new Date(request.data.now));
      // Days may have passed in one move: the sweep schedules the alerts they brought into range.
      await sweep();
      await stream.drain();
    });
    await settleBilling(current.billing);
    await stream.drain();
    return toHttpResult({ statusCode: 200, body: { now: clock.now().toISOString(), fired } });
  });

  addDevRoute('POST', '/api/dev/ses-event', async (event: APIGatewayProxyEventV2) => {
    const notification = sesEventSchema.safeParse(bodyOf(event));
    if (!notification.success || !current) {
      return toHttpResult({
        statusCode: 400,
        body: {
          message:
            'Send an SES event notification: {"eventType": "Bounce", "mail": {"messageId": "<outbox id>"}, ...}',
          errors: [{ path: 'mail.messageId', message: "Enter the outbox message's id" }],
        },
      });
    }
    const outcome = await current.emailEvents(notification.data);
    return toHttpResult({ statusCode: 200, body: { outcome } });
  });

  addDevRoute('POST', '/api/dev/confirm-payment', async (event: APIGatewayProxyEventV2) => {
    const request = confirmPaymentSchema.safeParse(bodyOf(event));
    const localPayments = current?.billing.localPayments;
    if (!request.success || !current || !localPayments) {
      return toHttpResult({
        statusCode: 400,
        body: {
          message: 'Send {"clientSecret": "local_…"} from the local test-payment provider',
          errors: [{ path: 'clientSecret', message: 'Enter a local test payment client secret' }],
        },
      });
    }
    const paid = await localPayments.confirm(request.data.clientSecret);
    if (!paid) {
      return toHttpResult({
        statusCode: 404,
        body: { message: 'No open test payment has this client secret', errors: [] },
      });
    }
    const outcome = await current.billing.handleEvent(paid);
    // The tier change re-plans alerts through the stream: done before the page reloads the plan.
    await current.stream.drain();
    return toHttpResult({ statusCode: 200, body: { status: 'succeeded', outcome } });
  });
}
