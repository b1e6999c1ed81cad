import { MESSAGES, type User } from '@lienminder/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_RATE_LIMITS, TOO_MANY_LOGIN_ATTEMPTS } from '#src/services/auth/login';
import { REGISTER_RATE_LIMIT, TOO_MANY_SIGN_UPS } from '#src/services/auth/register';
import { call, PASSWORD, registration, sessionFrom, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

describe('POST /api/auth/register', () => {
  it('creates a Free account, answers 201 with the public user and signs it in', async () => {
    const body = registration({ email: '  Maria.Lopez@Example.com ' });
    const response = await call('POST', '/api/auth/register', { body });

    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toEqual({
      id: expect.stringMatching(/^[a-z2-7]{16}$/),
      email: 'Maria.Lopez@Example.com',
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '3055550142',
      subscriptionStatus: 'free',
      // Whoever registers founds a company account and owns it.
      role: 'owner',
      // Registering is the first sign-in: the app welcomes them, not "welcome back".
      firstSignIn: true,
    });
    const cookie = response.cookies[0] ?? '';
    expect(cookie).toMatch(/^lm_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${30 * 24 * 3600}`]),
    );
    // The test public URL is http://localhost: no Secure attribute, or the browser would drop it.
    expect(cookie).not.toContain('Secure');
    // Beside it, readable by the app: a session may exist, so asking who is signed in is worth it.
    expect(response.cookies).toContain(`lm_signed_in=1; Path=/; SameSite=Lax; Max-Age=${30 * 24 * 3600}`);
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await call('GET', '/api/auth/user', { session: sessionFrom(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('refuses an email already registered, whatever its letter case, with 409', async () => {
    const first = registration();
    expect((await call('POST', '/api/auth/register', { body: first })).statusCode).toBe(201);

    const again = await call('POST', '/api/auth/register', {
      body: registration({ email: first.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists', errors: [] });
    expect(again.cookies).toEqual([]);
  });

  it("answers 400 with the spec's messages for each invalid field", async () => {
    const response = await call('POST', '/api/auth/register', {
      body: {
        email: 'not-an-email',
        password: 'short',
        firstName: '',
        lastName: ' ',
        phone: '305-555-0142',
        acceptedDisclaimer: false,
      },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { path: string; message: string }[] }>();
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: MESSAGES.invalidEmail },
        { path: 'password', message: MESSAGES.passwordMinLength },
        { path: 'password', message: MESSAGES.passwordUppercase },
        { path: 'password', message: MESSAGES.passwordNumber },
        { path: 'firstName', message: MESSAGES.firstNameRequired },
        { path: 'lastName', message: MESSAGES.lastNameRequired },
        { path: 'phone', message: MESSAGES.phoneFormat },
        { path: 'acceptedDisclaimer', message: MESSAGES.disclaimerRequired },
      ]),
    );
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a session, with a forged one, and after the session expires', async () => {
    const expected = { message: 'Authentication required', errors: [] };
    const none = await call('GET', '/api/auth/user');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(expected);

    const { session } = await signUp(api);
    const [name, token] = session.split('=') as [string, string];
    const [header, payload] = token.split('.');
    const forged = `${name}=${header}.${payload}.${'A'.repeat(43)}`;
    expect((await call('GET', '/api/auth/user', { session: forged })).json()).toEqual(expected);

    api.clock.advanceSeconds(31 * 24 * 3600);
    try {
      const expired = await call('GET', '/api/auth/user', { session });
      expect(expired.statusCode).toBe(401);
    } finally {
      api.clock.advanceSeconds(-31 * 24 * 3600);
    }
  });

  it('ends every session once the user’s session version is bumped (as a password reset does)', async () => {
    const { user, session } = await signUp(api);
    expect((await call('GET', '/api/auth/user', { session })).statusCode).toBe(200);

    await api.app.users.bumpSessionVersion(user.id);

    expect((await call('GET', '/api/auth/user', { session })).statusCode).toBe(401);
    const dashboard = await call('GET', '/api/dashboard', { session });
    expect(dashboard.statusCode).toBe(401);
  });
});

/** The user as a later sign-in answers it: registering was the first. */
const returning = ({ firstSignIn: _first, ...user }: User): User => user;

describe('POST /api/auth/login and /api/auth/logout', () => {
  it('signs in with the right password, whatever the email’s letter case', async () => {
    const { user, email } = await signUp(api);
    const response = await call('POST', '/api/auth/login', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(returning(user));
    expect(response.cookies.filter((cookie) => /^lm_signed_in=1; /.test(cookie))).toHaveLength(1);
    const me = await call('GET', '/api/auth/user', { session: sessionFrom(response) });
    expect(me.json()).toEqual(returning(user));
  });

  it('says the first sign-in is the registration’s session alone, not a later sign-in’s', async () => {
    const { user, email, session: first } = await signUp(api);
    expect(user.firstSignIn).toBe(true);
    const later = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(later.json<User>().firstSignIn).toBeUndefined();
    const asLater = await call('GET', '/api/auth/user', { session: sessionFrom(later) });
    expect(asLater.json<User>().firstSignIn).toBeUndefined();
    // The registration's own session is still the first, on every page it opens (a reload too).
    const asFirst = await call('GET', '/api/auth/user', { session: first });
    expect(asFirst.json<User>().firstSignIn).toBe(true);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await signUp(api);
    const wrongPassword = await call('POST', '/api/auth/login', {
      body: { email, password: 'Wrong-Password-1' },
    });
    const unknownEmail = await call('POST', '/api/auth/login', {
      body: { email: 'nobody-here@example.com', password: PASSWORD },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toEqual([]);
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password', errors: [] });
  });

  it("answers 400 with the spec's messages for an empty form", async () => {
    const response = await call('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'email', message: MESSAGES.invalidEmail },
      { path: 'password', message: MESSAGES.passwordRequired },
    ]);
  });

  it('clears the session cookie and its hint on logout, and the signed-out token is refused by the server', async () => {
    const { email, session } = await signUp(api);
    const otherDevice = sessionFrom(
      await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } }),
    );

    const response = await call('POST', '/api/auth/logout', { session });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([
      'lm_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
      'lm_signed_in=; Path=/; SameSite=Lax; Max-Age=0',
    ]);

    // A copy of the token kept after Sign Out (a stolen cookie, a second tab) no longer works ...
    for (const path of ['/api/auth/user', '/api/dashboard', '/api/projects']) {
      const replay = await call('GET', path, { session });
      expect(replay.statusCode, path).toBe(401);
      expect(replay.json()).toEqual({ message: 'Authentication required', errors: [] });
    }
    // ... while the same account's session on another device stays signed in.
    expect((await call('GET', '/api/auth/user', { session: otherDevice })).statusCode).toBe(200);
  });

  it('answers logout without a session, or with a forged one, alike and ends nothing', async () => {
    const { session } = await signUp(api);
    const [name, token] = session.split('=') as [string, string];
    const [header, payload] = token.split('.');
    for (const sent of [undefined, `${name}=${header}.${payload}.${'A'.repeat(43)}`]) {
      const response = await call('POST', '/api/auth/logout', sent ? { session: sent } : {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Signed out' });
    }
    expect((await call('GET', '/api/auth/user', { session })).statusCode).toBe(200);
  });

  it('gives the browser a known-device cookie, sent only to the sign-in routes, kept a year', async () => {
    const { email } = await signUp(api);
    const response = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    const device = response.cookies.find((cookie) => cookie.startsWith('lm_device=')) ?? '';
    expect(device).toMatch(/^lm_device=[\w-]{22}\.[\w-]{43}; /);
    expect(device.split('; ')).toEqual(
      expect.arrayContaining(['Path=/api/auth', 'HttpOnly', 'SameSite=Lax', `Max-Age=${365 * 24 * 3600}`]),
    );
  });
});

/** An attempt to sign in to `email` from `sourceIp`, with a known-device cookie when given. */
const attempt = (email: string, password: string, sourceIp: string, device?: string) =>
  call('POST', '/api/auth/login', {
    body: { email, password },
    sourceIp,
    ...(device ? { cookies: [device] } : {}),
  });

describe('login rate limits (docs/decisions/010)', () => {
  const { perIp, perEmailAndIp, perEmailFromUnknownDevices, perKnownDevice } = LOGIN_RATE_LIMITS;
  /** Each test starts in fresh windows: the longest is the account's hour. */
  const freshWindows = () => api.clock.advanceSeconds(perEmailFromUnknownDevices.windowSeconds);

  it('stops one address guessing one account after 10 tries, but not the owner on another address', async () => {
    freshWindows();
    const target = await signUp(api);
    for (let guess = 1; guess <= perEmailAndIp.limit; guess++) {
      expect((await attempt(target.email, `Guess-${guess}`, '198.51.100.7')).statusCode).toBe(401);
    }
    const blocked = await attempt(target.email, PASSWORD, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_LOGIN_ATTEMPTS, errors: [] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, on a new device at another address, is not locked out by that attacker.
    expect((await attempt(target.email, PASSWORD, '203.0.113.20')).statusCode).toBe(200);

    api.clock.advanceSeconds(perEmailAndIp.windowSeconds);
    expect((await attempt(target.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  // 121 sign-ins in a row, each hashing a password: on a busy machine, more than the suite's 20 s.
  it('keeps the owner signing in from a known device while many addresses hammer the account', async () => {
    freshWindows();
    const owner = await signUp(api);
    // A botnet: 10 guesses from each of 12 addresses, 120 in all, past the account's 100 an hour.
    const answers: number[] = [];
    for (let bot = 1; bot <= 12; bot++) {
      for (let guess = 1; guess <= perEmailAndIp.limit; guess++) {
        answers.push((await attempt(owner.email, `Guess-${bot}-${guess}`, `192.0.2.${bot}`)).statusCode);
      }
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(perEmailFromUnknownDevices.limit);
    expect(answers.filter((status) => status === 429)).toHaveLength(120 - perEmailFromUnknownDevices.limit);
    // Even the right password from an unknown device waits: that is what keeps the botnet slow ...
    expect((await attempt(owner.email, PASSWORD, '203.0.113.30')).statusCode).toBe(429);

    // ... but the owner's own browser, which signed in before, signs in at once, from any address,
    // even one the attackers use.
    for (const address of ['203.0.113.30', '192.0.2.1']) {
      const signedIn = await attempt(owner.email, PASSWORD, address, owner.device);
      expect(signedIn.statusCode, address).toBe(200);
      expect((await call('GET', '/api/auth/user', { session: sessionFrom(signedIn) })).json()).toEqual(
        returning(owner.user),
      );
    }
  }, 60_000);

  it('does not let a known-device cookie vouch for another account', async () => {
    freshWindows();
    const attacker = await signUp(api);
    const victim = await signUp(api);
    for (let guess = 1; guess <= perEmailAndIp.limit; guess++) {
      await attempt(victim.email, `Guess-${guess}`, '198.51.100.8', attacker.device);
    }
    expect((await attempt(victim.email, PASSWORD, '198.51.100.8', attacker.device)).statusCode).toBe(429);
    expect((await attempt(victim.email, PASSWORD, '198.51.100.8', victim.device)).statusCode).toBe(200);
  });

  it('still limits guessing from a known device, to 10 tries in 15 minutes', async () => {
    freshWindows();
    const owner = await signUp(api);
    for (let guess = 1; guess <= perKnownDevice.limit; guess++) {
      expect((await attempt(owner.email, `Guess-${guess}`, '198.51.100.9', owner.device)).statusCode).toBe(
        401,
      );
    }
    expect((await attempt(owner.email, PASSWORD, '198.51.100.9', owner.device)).statusCode).toBe(429);
  });

  it('answers 429 once one address has tried 30 different emails in 15 minutes', async () => {
    freshWindows();
    for (let guess = 1; guess <= perIp.limit; guess++) {
      const response = await attempt(`spray-${guess}@example.com`, PASSWORD, '198.51.100.10');
      expect(response.statusCode).toBe(401);
    }
    const sprayed = await attempt('spray-x@example.com', PASSWORD, '198.51.100.10');
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an IPv6 address by its /64, so one user cannot rotate through fresh addresses', async () => {
    freshWindows();
    const target = await signUp(api);
    for (let guess = 1; guess <= perEmailAndIp.limit; guess++) {
      await attempt(target.email, `Guess-${guess}`, `2001:db8:1:2::${guess.toString(16)}`);
    }
    expect((await attempt(target.email, PASSWORD, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    // The same prefix, written compressed, in full, or with an IPv4 tail, is the same /64.
    for (const sameNetwork of ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::192.0.2.1']) {
      expect((await attempt(target.email, PASSWORD, sameNetwork)).statusCode, sameNetwork).toBe(429);
    }
    expect((await attempt(target.email, PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 once one address (an IPv6 /64) has signed up 50 times in an hour, before hashing anything', async () => {
    api.clock.advanceSeconds(REGISTER_RATE_LIMIT.windowSeconds); // a fresh window for this address
    // One IPv6 user rotating through the addresses of its /64.
    const sourceIp = (n: number) => `2001:db8:50:60::${n.toString(16)}`;
    for (let attempt = 1; attempt <= REGISTER_RATE_LIMIT.limit; attempt++) {
      const response = await call('POST', '/api/auth/register', {
        body: registration(),
        sourceIp: sourceIp(attempt),
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = registration();
    const hash = vi.spyOn(api.app.passwords, 'hash');
    const blocked = await call('POST', '/api/auth/register', { body: refused, sourceIp: sourceIp(0xfff) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_SIGN_UPS, errors: [] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(REGISTER_RATE_LIMIT.windowSeconds);
    expect(hash).not.toHaveBeenCalled();
    // Nothing was created: the address can sign that email up once the window has passed.
    api.clock.advanceSeconds(REGISTER_RATE_LIMIT.windowSeconds);
    expect(
      (await call('POST', '/api/auth/register', { body: refused, sourceIp: sourceIp(1) })).statusCode,
    ).toBe(201);
    expect(hash).toHaveBeenCalledOnce();
    hash.mockRestore();
  });
});
