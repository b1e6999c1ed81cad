import { readCompanyProfile } from '#services/account/company-profile';
import { use } from '../../composition/scope';
import { userLookup } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/company-profile: the account's company profile, '' where not entered; 401 without a session. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(200, await readCompanyProfile({ users: use(userLookup) }, user.id));
});
