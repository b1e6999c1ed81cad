/**
 * Known devices (docs/decisions/010, after OWASP's "device cookies" for lockout-proof sign-in): a
 * browser that has signed in to an account keeps a cookie that proves it, so its attempts are
 * counted in its own bucket rather than in the account's, and an attacker hammering the email from
 * elsewhere cannot lock that browser out. The cookie is `<deviceId>.<HMAC>` where the HMAC covers
 * the device id and the account's user id: it names no account, and it vouches for one account only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface KnownDevices {
  /** A new device cookie value for `userId`. */
  issue(userId: string): Promise<string>;
  /** The device id when `cookie` was issued for `userId`; null otherwise. */
  recognise(cookie: string | undefined, userId: string): Promise<string | null>;
}

/** Keeps the device MAC apart from the session token's, though both use the session secret. */
const PURPOSE = 'lienminder:known-device:';

export function hmacKnownDevices(secret: () => Promise<string>): KnownDevices {
  const mac = async (deviceId: string, userId: string) =>
    createHmac('sha256', await secret())
      .update(`${PURPOSE}${deviceId}:${userId}`)
      .digest();

  return {
    async issue(userId) {
      const deviceId = randomBytes(16).toString('base64url');
      return `${deviceId}.${(await mac(deviceId, userId)).toString('base64url')}`;
    },
    async recognise(cookie, userId) {
      const [deviceId, signed, ...rest] = (cookie ?? '').split('.');
      if (!deviceId || !signed || rest.length > 0) return null;
      const expected = await mac(deviceId, userId);
      const given = Buffer.from(signed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return deviceId;
    },
  };
}
