import { type CompanyProfile, emptyCompanyProfile, MESSAGES } from '@lienminder/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, renderScreen, stubApi } from '@/components/dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const saved: CompanyProfile = {
  legalName: 'Coastal Drywall LLC',
  address: '200 Biscayne Blvd\nMiami, FL 33131',
  phone: '3055550142',
  email: 'office@coastal.example.com',
  signerName: 'Ana Reyes',
  signerTitle: 'President',
  preparedBy: 'Luis Ortega, Esq.\n100 SE 2nd St, Miami, FL 33131',
};

function openProfile(
  profile: { status: number; body?: unknown },
  put?: (body: unknown) => { status: number; body?: unknown },
) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('gold') },
    'GET /api/company-profile': profile,
    ...(put ? { 'PUT /api/company-profile': (request) => put(request.body) } : {}),
  });
  renderScreen('/company-profile');
  return api;
}

describe('the company profile page', () => {
  it('shows the saved profile in its labelled fields, the phone formatted', async () => {
    openProfile({ status: 200, body: saved });
    expect(await screen.findByLabelText('Legal name')).toHaveValue('Coastal Drywall LLC');
    expect(screen.getByLabelText('Mailing address')).toHaveValue('200 Biscayne Blvd\nMiami, FL 33131');
    expect(screen.getByLabelText('Phone')).toHaveValue('(305) 555-0142');
    expect(screen.getByLabelText('Email')).toHaveValue('office@coastal.example.com');
    expect(screen.getByLabelText("Signer's name")).toHaveValue('Ana Reyes');
    expect(screen.getByLabelText("Signer's title")).toHaveValue('President');
    expect(screen.getByLabelText('Prepared by (if not the signer)')).toHaveValue(
      'Luis Ortega, Esq.\n100 SE 2nd St, Miami, FL 33131',
    );
    expect(screen.queryByText(/Nothing entered yet/)).toBeNull();
  });

  it('says when nothing is entered, and saves what is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openProfile({ status: 200, body: emptyCompanyProfile() }, (body) => ({
      status: 200,
      body: { ...(body as CompanyProfile), phone: '3055550142' },
    }));
    expect(await screen.findByText(/Nothing entered yet/)).toBeVisible();
    await user.type(screen.getByLabelText('Legal name'), 'Coastal Drywall LLC');
    await user.type(screen.getByLabelText('Phone'), '3055550142');
    await user.type(screen.getByLabelText("Signer's name"), 'Ana Reyes');
    await user.type(screen.getByLabelText('Prepared by (if not the signer)'), 'Luis Ortega, Esq.');
    await user.click(screen.getByRole('button', { name: 'Save Company Profile' }));
    expect(await screen.findByText('Company Profile Saved')).toBeVisible();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      ...emptyCompanyProfile(),
      legalName: 'Coastal Drywall LLC',
      phone: '3055550142',
      signerName: 'Ana Reyes',
      preparedBy: 'Luis Ortega, Esq.',
    });
  });

  it('refuses a malformed email before sending anything, with the spec’s message', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openProfile({ status: 200, body: emptyCompanyProfile() }, () => ({
      status: 200,
      body: saved,
    }));
    await user.type(await screen.findByLabelText('Email'), 'office@');
    await user.click(screen.getByRole('button', { name: 'Save Company Profile' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('opened from a document to fill a blank in, lands on that field and goes back to the document once saved', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/company-profile': { status: 200, body: emptyCompanyProfile() },
      'PUT /api/company-profile': (request) => ({ status: 200, body: request.body }),
    });
    renderScreen('/company-profile?return=%2Fprojects%2Fp1%2Fdocuments%2Fclaim-of-lien#profile-address');
    await waitFor(() => expect(screen.getByLabelText('Mailing address')).toHaveFocus());
    await user.type(screen.getByLabelText('Mailing address'), '200 Biscayne Blvd');
    await user.click(screen.getByRole('button', { name: 'Save Company Profile' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/projects/p1/documents/claim-of-lien'),
    );
  });

  it("shows the server's field errors on their fields and focuses the first", async () => {
    const user = userEvent.setup({ delay: null });
    openProfile({ status: 200, body: saved }, () => ({
      status: 400,
      body: { message: 'Invalid profile', errors: [{ path: 'signerTitle', message: 'Too long' }] },
    }));
    await user.click(await screen.findByRole('button', { name: 'Save Company Profile' }));
    await waitFor(() => expect(screen.getByLabelText("Signer's title")).toHaveFocus());
    expect(screen.getByLabelText("Signer's title")).toHaveAccessibleDescription(
      expect.stringContaining('Too long'),
    );
  });

  it('says when the profile cannot be loaded, and loads it on Try Again', async () => {
    const user = userEvent.setup({ delay: null });
    let answers = 0;
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/company-profile': () =>
        answers++ === 0
          ? { status: 503, body: { message: 'down', errors: [] } }
          : { status: 200, body: saved },
    });
    renderScreen('/company-profile');
    expect(await screen.findByText('We could not load your company profile.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByLabelText('Legal name')).toHaveValue('Coastal Drywall LLC'));
  });
});
