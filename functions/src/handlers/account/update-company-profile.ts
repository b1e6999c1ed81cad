import { saveCompanyProfile } from '#services/account/company-profile';
import { use } from '../../composition/scope';
import { users } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/**
 * PUT /api/company-profile `{ legalName, address, phone, email, signerName, signerTitle }` (each
 * optional): 200 with the profile as stored; 400 with each field's message; 401.
 */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(200, await saveCompanyProfile({ users: use(users) }, user.id, request.body));
});
