import { emailChanges } from '#src/composition/account';
import { apiHandler } from '#src/composition/api-handler';
import { sessions } from '#src/composition/auth';
import { suppressionLifts } from '#src/composition/deliverability';
import { messageDispatch } from '#src/composition/message-dispatch';
import { signedInUserOrNull } from '#src/composition/require-user';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { sessionSecret } from '#src/composition/session-secret';
import { sessionStore, users } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { sessionCookie } from '#src/http/session-cookie';
import { sessionHintCookie } from '#src/http/session-hint-cookie';
import { confirmEmailChange } from '#src/services/account/change-email';
import { startSession } from '#src/services/auth/start-session';

/**
 * POST /api/account/email/verify `{ token }`: 200 `{ message, email }`, the change made and every
 * session ended but this browser's, when it is signed in as that person (it gets a new session);
 * 400; 410 for a link expired, used or replaced. The link's token is the authority: the new inbox
 * may be read on a device that is not signed in.
 */
export const handler = apiHandler(async (request) => {
  const signedIn = await signedInUserOrNull(request);
  const { user, message } = await confirmEmailChange(
    {
      users: use(users),
      emailChanges: use(emailChanges),
      messages: use(messageDispatch),
      suppressions: use(suppressionLifts),
      clock: use(clock),
      secret: use(sessionSecret),
    },
    request.body,
  );
  const answer = { message, email: user.email };
  if (signedIn?.id !== user.id) return json(200, answer);
  const token = await startSession(
    { sessions: use(sessions), sessionStore: use(sessionStore), clock: use(clock) },
    user,
  );
  const { secureCookies } = use(config);
  return json(200, answer, {
    cookies: [sessionCookie(token, secureCookies), sessionHintCookie(secureCookies)],
  });
});
