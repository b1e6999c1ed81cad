import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { userLookup } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { readCompanyProfile } from '#src/services/account/company-profile';

/** GET /api/company-profile: the account's company profile, '' where not entered; 401 without a session. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  return json(200, await readCompanyProfile({ users: use(userLookup) }, account.id));
});
