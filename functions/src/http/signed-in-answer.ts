import type { User } from '@lienminder/shared';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { knownDeviceCookie } from './known-device-cookie';
import { json } from './responses';
import { sessionCookie } from './session-cookie';
import { sessionHintCookie } from './session-hint-cookie';

/**
 * The answer to a sign-in, a registration or a join: the user, the session cookie, the known-device
 * cookie and the hint that a session may exist (docs/decisions/010).
 */
export function signedInAnswer(
  statusCode: 200 | 201,
  signedIn: { user: User; sessionToken: string; deviceCookie: string },
) {
  const secure = use(config).secureCookies;
  return json(statusCode, signedIn.user, {
    cookies: [
      sessionCookie(signedIn.sessionToken, secure),
      knownDeviceCookie(signedIn.deviceCookie, secure),
      sessionHintCookie(secure),
    ],
  });
}
