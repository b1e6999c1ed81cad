import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { users } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { saveCompanyProfile } from '#src/services/account/company-profile';
import { requireCompanyProfileRole } from '#src/services/account/roles';

/**
 * PUT /api/company-profile `{ legalName, address, phone, email, signerName, signerTitle }` (each
 * optional): 200 with the profile as stored; 400 with each field's message; 401; 403 for a member.
 */
export const handler = apiHandler(async (request) => {
  const { user, account } = await requireUser(request);
  requireCompanyProfileRole(user);
  return json(200, await saveCompanyProfile({ users: use(users) }, account.id, request.body));
});
