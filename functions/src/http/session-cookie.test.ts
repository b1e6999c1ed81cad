import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, sessionCookie, sessionCookieName } from './session-cookie';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide and kept 30 days; Secure only when the site is https', () => {
    expect(sessionCookie('t0k3n', true)).toBe(
      '__Host-lm_session=t0k3n; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure',
    );
    expect(sessionCookie('t0k3n', false)).toBe(
      'lm_session=t0k3n; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
    );
  });

  it('carries the __Host- prefix exactly when the browser accepts it: Secure, Path=/, no Domain', () => {
    for (const secure of [true, false]) {
      const attributes = sessionCookie('t0k3n', secure).split('; ');
      const prefixed = attributes[0]?.startsWith('__Host-');
      expect(prefixed, `secure: ${secure}`).toBe(secure);
      expect(attributes.includes('Secure')).toBe(secure);
      expect(attributes).toContain('Path=/');
      expect(attributes.some((attribute) => /^Domain=/i.test(attribute))).toBe(false);
    }
    expect(sessionCookieName(true)).toBe('__Host-lm_session');
    expect(sessionCookieName(false)).toBe('lm_session');
  });

  it('is cleared with an empty value that expires at once, under the name it was set with', () => {
    expect(clearedSessionCookie(true)).toBe(
      '__Host-lm_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    );
    expect(clearedSessionCookie(false)).toBe('lm_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});
