/**
 * On an https site the session cookie is `__Host-lm_session` (docs/decisions/016): sign-up sets it,
 * the API reads it, sign-out clears it, and a cookie under the old plain name is not read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cookieFrom, PASSWORD, registration, startTestApi } from './support';

const PUBLIC_URL = 'https://lienminder.example.com';

beforeAll(async () => {
  await startTestApi(undefined, { PUBLIC_URL });
});

describe('the session cookie on an https site', () => {
  it('is __Host- prefixed, Secure, site-wide, and the only name the API reads', async () => {
    const body = registration();
    const registered = await call('POST', '/api/auth/register', { body, headers: { origin: PUBLIC_URL } });
    expect(registered.statusCode).toBe(201);
    const setCookie = registered.cookies.find((cookie) => cookie.startsWith('__Host-lm_session=')) ?? '';
    expect(setCookie.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure']));
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(registered.cookies.some((cookie) => cookie.startsWith('lm_session='))).toBe(false);

    const session = cookieFrom(registered, '__Host-lm_session');
    const token = session.split('=')[1];
    expect((await call('GET', '/api/auth/user', { session })).statusCode).toBe(200);
    // The same token under the old name, as a sibling subdomain could plant it, is not read.
    expect((await call('GET', '/api/auth/user', { session: `lm_session=${token}` })).statusCode).toBe(401);

    const signedIn = await call('POST', '/api/auth/login', {
      body: { email: body.email, password: PASSWORD },
      headers: { origin: PUBLIC_URL },
    });
    expect(signedIn.statusCode).toBe(200);
    const out = await call('POST', '/api/auth/logout', {
      session: cookieFrom(signedIn, '__Host-lm_session'),
      headers: { origin: PUBLIC_URL },
    });
    expect(out.cookies).toContain('__Host-lm_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
    expect(
      (await call('GET', '/api/auth/user', { session: cookieFrom(signedIn, '__Host-lm_session') }))
        .statusCode,
    ).toBe(401);
  });
});
