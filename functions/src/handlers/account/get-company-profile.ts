import { use } from '#src/composition/scope';
import { userLookup } from '#src/composition/stores';
import { apiHandler } from '#src/http/api-handler';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { readCompanyProfile } from '#src/services/account/company-profile';

/** GET /api/company-profile: the account's company profile, '' where not entered; 401 without a session. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  return json(200, await readCompanyProfile({ users: use(userLookup) }, account.id));
});
