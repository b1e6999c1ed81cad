/**
 * The refusals a route gives, as its OpenAPI responses list them: those every route of its kind
 * gives, from how it is wrapped and who may call it, and those its contract names. Derived rather
 * than written into each contract, so a route cannot forget its 401 or its 415, and a change to
 * the wrappers (http/api-handler.ts) is one change here.
 */
import type { RefusalStatus, RouteContract } from './route-contracts';

export type Refusals = Partial<Record<RefusalStatus, string>>;

/**
 * apiHandler reads every body as JSON (http/json-body.ts), or as CSV on a route that takes a file
 * (http/csv-body.ts, whose refusals its contract names), and refuses writes from another Origin.
 */
function apiRouteRefusals(method: string, contract: RouteContract): Refusals {
  return {
    ...(contract.csv
      ? {}
      : {
          400: contract.body
            ? 'The body is not JSON, or fails the schema: `errors` names each field with its message'
            : 'The body is not JSON',
          413: 'The body is over the size limit',
          415: 'The body is not JSON (Content-Type)',
        }),
    ...(method === 'GET' ? {} : { 403: 'The Origin header names another site' }),
  };
}

/** Answered by apiHandler: every JSON route, and the files it answers (a CSV export). */
const byApiHandler = ({ success }: RouteContract) => !('mediaType' in success) || success.file === true;

/** The routes with their own wrapper: the Twilio webhook reads a form, the calendar feed nothing. */
const ownWrapperRefusals = (contract: RouteContract): Refusals =>
  contract.form ? { 413: 'The body is over the size limit', 415: 'The body is not form-encoded' } : {};

const AUTH_REFUSALS: Record<RouteContract['auth'], Refusals> = {
  none: {},
  session: { 401: 'No session, or one that has ended' },
  basic: {},
  'stripe-signature': { 400: 'The Stripe-Signature header is missing, wrong or too old' },
  'twilio-signature': { 403: 'The X-Twilio-Signature header is missing or wrong' },
};

export function refusalsOf(method: string, contract: RouteContract): Refusals {
  const refusals: Refusals = {};
  const parts = [
    byApiHandler(contract) ? apiRouteRefusals(method, contract) : ownWrapperRefusals(contract),
    AUTH_REFUSALS[contract.auth],
    contract.refusals ?? {},
  ];
  for (const part of parts) {
    for (const [status, when] of Object.entries(part) as [`${RefusalStatus}`, string][]) {
      const known = refusals[Number(status) as RefusalStatus];
      refusals[Number(status) as RefusalStatus] = known ? `${known}; ${when}` : when;
    }
  }
  return refusals;
}
