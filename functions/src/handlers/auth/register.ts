import { apiHandler } from '#src/composition/api-handler';
import { passwordSignIn } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { signedInAnswer } from '#src/http/signed-in-answer';
import { register } from '#src/services/auth/register';

/** POST /api/auth/register: 201 with the new user, signed in; 409 when the email has an account; 429. */
export const handler = apiHandler(async (request) => {
  const deps = { ...use(passwordSignIn), ids: use(ids) };
  const signedIn = await register(deps, request.body, await clientIp(request));
  return signedInAnswer(201, signedIn, use(config).secureCookies);
});
