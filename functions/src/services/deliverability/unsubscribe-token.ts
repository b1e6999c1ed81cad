/**
 * The token in an alert email's unsubscribe link: `<userId>.<address, base64url>.<HMAC>`, the HMAC
 * over both with the session secret (kept apart from the session's and the device cookie's by its
 * purpose prefix). It names one account and one address and cannot be made for another without the
 * secret: whoever holds it got the email, so only the recipient can stop, or resume, that account's
 * alerts to that address. Nothing is stored to issue one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'lienminder:unsubscribe:';

export interface UnsubscribeSubject {
  userId: string;
  address: string;
}

export interface UnsubscribeTokens {
  /** The account and address the token was issued for; null for anything else. */
  read(token: string | undefined): Promise<UnsubscribeSubject | null>;
}

const macOf = (secret: string, userId: string, encodedAddress: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}${userId}:${encodedAddress}`).digest();

/** The token for one account and address, pure: the alert emails sign theirs with the secret in hand. */
export function signUnsubscribeToken(secret: string, { userId, address }: UnsubscribeSubject): string {
  const encoded = Buffer.from(address.toLowerCase(), 'utf8').toString('base64url');
  return `${userId}.${encoded}.${macOf(secret, userId, encoded).toString('base64url')}`;
}

export function hmacUnsubscribeTokens(secret: () => Promise<string>): UnsubscribeTokens {
  return {
    async read(token) {
      const [userId, encoded, signed, ...rest] = (token ?? '').split('.');
      if (!userId || !encoded || !signed || rest.length > 0) return null;
      const expected = macOf(await secret(), userId, encoded);
      const given = Buffer.from(signed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, address: Buffer.from(encoded, 'base64url').toString('utf8') };
    },
  };
}

/** Where an alert email's List-Unsubscribe header and visible link point (handlers/email/unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

export const unsubscribeUrl = (publicUrl: string | URL, token: string) => {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
};
