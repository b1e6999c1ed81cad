/**
 * The unsubscribe page (GET /api/email/unsubscribe, and the answer to the page's own buttons): plain
 * HTML from the API, no script, so it works in any mail app's browser. Its forms post back to the
 * same signed link: to stop, or with `resubscribe=yes` to undo.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { suppressionList, unsubscribeTokens } from '#src/composition/deliverability';
import { cloudFrontOnly } from '#src/composition/front-door';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { userLookup } from '#src/composition/stores';
import { errorResponses } from '#src/http/error-responses';
import { formBody } from '#src/http/form-body';
import { requestLogging } from '#src/http/request-logging';
import type { UnsubscribeDependencies, UnsubscribeState } from '#src/services/deliverability/unsubscribe';
import { UNSUBSCRIBE_PATH } from '#src/services/deliverability/unsubscribe-token';
import { escapeHtml } from '#src/services/messaging/alert-message';

export function unsubscribePage(state: UnsubscribeState, token: string): APIGatewayProxyStructuredResultV2 {
  const query = `?token=${encodeURIComponent(token)}`;
  const who = escapeHtml(state.accountName);
  const address = escapeHtml(state.address);
  const body = state.stopped
    ? `<h1>Alert emails stopped</h1>
<p>${who}'s LienMinder deadline alerts no longer go to ${address}.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}${query}"><input type="hidden" name="resubscribe" value="yes"><button type="submit">Undo: send them to me again</button></form>`
    : `<h1>Stop alert emails?</h1>
<p>${who} listed ${address} for LienMinder deadline alerts.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}${query}"><button type="submit">Stop these emails</button></form>`;
  return {
    statusCode: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // The token is the recipient's key: never sent on to another site.
      'Referrer-Policy': 'no-referrer',
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>LienMinder alert emails</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:36rem;margin:2rem auto;padding:0 1rem">
${body}
</body></html>`,
  };
}

/**
 * The unsubscribe routes' wrapper: the signed token in the query string is all the
 * authority they take (no session, no Origin: a mail provider's one-click POST has neither), and
 * each answers the page as it then stands. Refusals keep the error contract.
 */
export function unsubscribeHandler(
  actionFor: (
    form: Record<string, string>,
  ) => (dependencies: UnsubscribeDependencies, token: string | undefined) => Promise<UnsubscribeState>,
) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(requestLogging())
    .use(errorResponses())
    .use(cloudFrontOnly())
    .handler(async (event) => {
      const token = event.queryStringParameters?.token;
      const form = event.requestContext.http.method === 'POST' ? formBody(event) : {};
      const state = await actionFor(form)(
        {
          tokens: use(unsubscribeTokens),
          suppressions: use(suppressionList),
          users: use(userLookup),
          clock: use(clock),
        },
        token,
      );
      return unsubscribePage(state, token ?? '');
    });
}
