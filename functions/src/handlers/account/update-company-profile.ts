import { use } from '#src/composition/scope';
import { users } from '#src/composition/stores';
import { apiHandler } from '#src/http/api-handler';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { saveCompanyProfile } from '#src/services/account/company-profile';

/**
 * PUT /api/company-profile `{ legalName, address, phone, email, signerName, signerTitle }` (each
 * optional): 200 with the profile as stored; 400 with each field's message; 401.
 */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(200, await saveCompanyProfile({ users: use(users) }, user.id, request.body));
});
