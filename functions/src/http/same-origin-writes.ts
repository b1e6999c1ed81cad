import type { MiddlewareObj } from '@middy/core';
import { ForeignOrigin } from '#src/errors';
import { type ApiEvent, lowerCaseHeaders } from './api-request';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request whose browser says it comes from another site is refused (docs/architecture.md
 * section 5): defence in depth behind SameSite cookies. Requests without an Origin header (curl,
 * server-to-server) carry no ambient browser credentials of another site and pass.
 */
export function sameOriginWrites(publicOrigin: () => Promise<string>): MiddlewareObj<ApiEvent> {
  return {
    before: async ({ event }) => {
      if (READ_METHODS.has(event.requestContext.http.method.toUpperCase())) return;
      const origin = lowerCaseHeaders(event.headers).origin;
      if (origin !== undefined && origin !== (await publicOrigin())) throw new ForeignOrigin();
    },
  };
}
