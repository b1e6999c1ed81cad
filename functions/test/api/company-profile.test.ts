/**
 * GET and PUT /api/company-profile: who signs the statutory forms, kept on the account item and
 * read back as saved; each field's refusal in the error contract.
 */
import { type CompanyProfile, emptyCompanyProfile, MESSAGES } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type SignedUpUser, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
let user: SignedUpUser;

beforeAll(async () => {
  api = await startTestApi();
  user = await signUp(api, 'gold');
});

const profile = {
  legalName: 'Coastal Drywall LLC',
  address: '200 Biscayne Blvd\nMiami, FL 33131',
  phone: '(305) 555-0142',
  email: ' office@coastal.example.com ',
  signerName: 'Ana Reyes',
  signerTitle: 'President',
  preparedBy: 'Luis Ortega, Esq.\n100 SE 2nd St, Miami, FL 33131',
};

describe('the company profile', () => {
  it('is blank on a new account', async () => {
    const fresh = await signUp(api);
    const response = await call('GET', '/api/company-profile', { session: fresh.session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(emptyCompanyProfile());
  });

  it('is saved on the account and read back as stored (phone as 10 digits, email trimmed)', async () => {
    const saved = await call('PUT', '/api/company-profile', { session: user.session, body: profile });
    expect(saved.statusCode).toBe(200);
    const expected: CompanyProfile = { ...profile, phone: '3055550142', email: 'office@coastal.example.com' };
    expect(saved.json()).toEqual(expected);
    const read = await call('GET', '/api/company-profile', { session: user.session });
    expect(read.json()).toEqual(expected);
    // On the account item itself, beside the tier: the session's user carries it to every form.
    expect((await api.app.users.findById(user.user.id, { consistent: true }))?.companyProfile).toEqual(
      expected,
    );
    expect((await api.app.users.findById(user.user.id))?.tier).toBe('gold');
  });

  it('reads a profile saved before it asked who prepares recorded documents with that field blank', async () => {
    const { preparedBy: _unasked, ...older } = profile;
    await api.app.users.setCompanyProfile(user.user.id, older as CompanyProfile);
    const read = await call('GET', '/api/company-profile', { session: user.session });
    expect(read.json<CompanyProfile>()).toEqual({
      ...profile,
      phone: older.phone,
      email: older.email,
      preparedBy: '',
    });
  });

  it('replaces the whole profile: a field left out is blank', async () => {
    await call('PUT', '/api/company-profile', { session: user.session, body: profile });
    const saved = await call('PUT', '/api/company-profile', {
      session: user.session,
      body: { legalName: 'Coastal Drywall Inc.' },
    });
    expect(saved.json<CompanyProfile>()).toEqual({
      ...emptyCompanyProfile(),
      legalName: 'Coastal Drywall Inc.',
    });
  });

  it('refuses a malformed email, phone or an overlong name with each field named, and saves nothing', async () => {
    await call('PUT', '/api/company-profile', { session: user.session, body: profile });
    const refused = await call('PUT', '/api/company-profile', {
      session: user.session,
      body: { ...profile, email: 'office@', phone: '555-01', signerName: 'x'.repeat(201) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: unknown[] }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: MESSAGES.invalidEmail },
        { path: 'phone', message: MESSAGES.phoneTenDigits },
        { path: 'signerName', message: MESSAGES.tooLong },
      ]),
    );
    const read = await call('GET', '/api/company-profile', { session: user.session });
    expect(read.json<CompanyProfile>().legalName).toBe('Coastal Drywall LLC');
  });

  it('answers 401 without a session, both ways', async () => {
    expect((await call('GET', '/api/company-profile')).statusCode).toBe(401);
    expect((await call('PUT', '/api/company-profile', { body: profile })).statusCode).toBe(401);
  });
});
