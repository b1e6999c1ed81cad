import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, sessionCookie } from './session-cookie';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide and kept 30 days; Secure only when the site is https', () => {
    expect(sessionCookie('t0k3n', true)).toBe(
      'lm_session=t0k3n; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure',
    );
    expect(sessionCookie('t0k3n', false)).toBe(
      'lm_session=t0k3n; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
    );
  });

  it('is cleared with an empty value that expires at once', () => {
    expect(clearedSessionCookie(true)).toBe('lm_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
});
