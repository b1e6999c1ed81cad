import type { User } from '@lienminder/shared';
import { knownDeviceCookie } from './known-device-cookie';
import { json } from './responses';
import { sessionCookie } from './session-cookie';
import { sessionHintCookie } from './session-hint-cookie';

/**
 * The answer to a sign-in, a registration or a join: the user, the session cookie, the known-device
 * cookie and the hint that a session may exist (docs/decisions/010); `secure` as the configuration says.
 */
export function signedInAnswer(
  statusCode: 200 | 201,
  signedIn: { user: User; sessionToken: string; deviceCookie: string },
  secure: boolean,
) {
  return json(statusCode, signedIn.user, {
    cookies: [
      sessionCookie(signedIn.sessionToken, secure),
      knownDeviceCookie(signedIn.deviceCookie, secure),
      sessionHintCookie(secure),
    ],
  });
}
