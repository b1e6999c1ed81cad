import { listConsentsForAdmin } from '#services/sms/admin-consents';
import { appSecretSource, assertAdminPasswordStrong } from '../../app-secrets';
import { consentLog } from '../../composition/consent';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { appSecrets } from '../../composition/secrets';
import { rateLimiter } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';

/**
 * GET /sms/admin/consents[?cursor=]: `{ consents, nextCursor }`, newest first; 401 on wrong
 * credentials (no WWW-Authenticate challenge: the page has its own sign-in form, and a challenge
 * would make the browser show its own dialog over it), 429 after repeated failures, 503 when no
 * admin credentials are configured.
 */
export const handler = apiHandler(async (request) => {
  const loadSecrets = use(appSecrets);
  const page = await listConsentsForAdmin(
    {
      credentials: async () => {
        const secrets = await loadSecrets();
        assertAdminPasswordStrong(appSecretSource(use(config)), secrets);
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
