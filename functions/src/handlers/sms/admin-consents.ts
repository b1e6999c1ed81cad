import { apiHandler } from '#src/composition/api-handler';
import { consentLog } from '#src/composition/consent';
import { clientIp } from '#src/composition/front-door';
import { use } from '#src/composition/scope';
import { secretSource } from '#src/composition/secret-source';
import { rateLimiter } from '#src/composition/stores';
import { twilioSecrets } from '#src/composition/twilio-secret';
import { json } from '#src/http/responses';
import { listConsentsForAdmin } from '#src/services/sms/admin-consents';
import { assertAdminPasswordStrong } from '#src/twilio-secret';

/**
 * GET /sms/admin/consents[?cursor=]: `{ consents, nextCursor }`, newest first; 401 on wrong
 * credentials (no WWW-Authenticate challenge: the page has its own sign-in form, and a challenge
 * would make the browser show its own dialog over it), 429 after repeated failures, 503 when no
 * admin credentials are configured.
 */
export const handler = apiHandler(async (request) => {
  const loadSecrets = use(twilioSecrets);
  const page = await listConsentsForAdmin(
    {
      credentials: async () => {
        const secrets = await loadSecrets();
        assertAdminPasswordStrong(use(secretSource).name, secrets);
        return { username: secrets.adminUsername, password: secrets.adminPassword };
      },
      rateLimiter: use(rateLimiter),
      log: use(consentLog),
    },
    {
      authorization: request.headers.authorization,
      clientIp: await clientIp(request),
      cursor: request.query.cursor,
    },
  );
  return json(200, page);
});
