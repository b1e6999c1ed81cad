import type { SmsConsentRecord } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '@/test/app-harness';

const LONG_TEXT =
  'I agree to receive SMS deadline alerts and account notifications from LienMinder at the phone number above. Message frequency varies with my deadlines.';

function consent(overrides: Partial<SmsConsentRecord>): SmsConsentRecord {
  return {
    id: 'aaaaaaaaaaaaaaaa',
    name: 'Maria Lopez',
    phone: '+13055550142',
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0',
    timestamp: '2026-11-23T15:00:00.000Z',
    programType: 'deadline_alerts',
    frequency: 'Varies with your deadlines',
    termsUrl: 'https://lienminder.example.com/terms',
    privacyUrl: 'https://lienminder.example.com/privacy',
    consentText: LONG_TEXT,
    action: 'opt_in',
    source: 'opt_in_page',
    ...overrides,
  };
}

const FIRST_PAGE = {
  consents: [
    consent({}),
    consent({
      id: 'bbbbbbbbbbbbbbbb',
      name: null,
      consentText: 'STOP',
      action: 'opt_out',
      source: 'sms_keyword',
    }),
  ],
  nextCursor: 'cursor-2',
};
const SECOND_PAGE = { consents: [consent({ id: 'cccccccccccccccc', name: '=cmd|calc' })], nextCursor: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAdmin(answers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(answers);
  renderApp('/admin/consents', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'SMS Consent Records' });
  return { requests, user: userEvent.setup() };
}

async function signIn(user: UserEvent, username = 'consent-admin', password = 'pässword:1') {
  await user.type(screen.getByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/admin/consents', () => {
  it('is locked behind a sign-in form, with the restricted-access notice', async () => {
    await openAdmin({});
    expect(screen.getByText(/restricted to authorized administrators/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says Authentication Failed for wrong credentials and stays locked', async () => {
    const { user } = await openAdmin({
      'GET /sms/admin/consents': json(401, { message: 'Invalid username or password', errors: [] }),
    });
    await signIn(user);
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('passes on the rate limit’s own words', async () => {
    const { user } = await openAdmin({
      'GET /sms/admin/consents': json(429, {
        message: 'Too many failed sign-in attempts. Please try again later.',
        errors: [],
      }),
    });
    await signIn(user);
    expect(
      await screen.findByText('Too many failed sign-in attempts. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('says so when admin access is not configured', async () => {
    const { user } = await openAdmin({
      'GET /sms/admin/consents': json(503, { message: 'Admin access is not configured', errors: [] }),
    });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access is not configured');
  });

  it('sends HTTP Basic credentials, then shows Access Granted with the count and the table', async () => {
    const { requests, user } = await openAdmin({ 'GET /sms/admin/consents': json(200, FIRST_PAGE) });
    await signIn(user);
    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(screen.getByText('Loaded 2 consent records')).toBeInTheDocument();
    const expected = `Basic ${Buffer.from('consent-admin:pässword:1', 'utf8').toString('base64')}`;
    expect(requests[0]?.authorization).toBe(expected);

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Timestamp', 'Name', 'Phone', 'IP Address', 'Program Type', 'Consent Text', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Maria Lopez')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Not provided')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Deadline Alerts')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Opt-out')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Opt-in page')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Text reply')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Nov 23, 2026, 3:00:00 PM UTC')).toBeVisible();

    // The consent text: 100 characters until its row is expanded, and only that row.
    expect(within(first as HTMLElement).getByText(`${LONG_TEXT.slice(0, 100)}...`)).toBeVisible();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Expand' }));
    expect(within(first as HTMLElement).getByText(LONG_TEXT)).toBeVisible();
    expect(within(first as HTMLElement).getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the next page on request', async () => {
    const { user } = await openAdmin({
      'GET /sms/admin/consents': json(200, FIRST_PAGE),
      'GET /sms/admin/consents?cursor=cursor-2': json(200, SECOND_PAGE),
    });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('=cmd|calc')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('exports every record, fetching the pages not yet loaded, as sms-consents-<today>.csv', async () => {
    const { requests, user } = await openAdmin({
      'GET /sms/admin/consents': json(200, FIRST_PAGE),
      'GET /sms/admin/consents?cursor=cursor-2': json(200, SECOND_PAGE),
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          blobs.push(blob);
          return 'blob:csv';
        }
        static override revokeObjectURL() {}
      },
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(downloads[0]).toBe(
      `sms-consents-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
    );
    expect(requests.filter((request) => request.path.startsWith('/sms/admin/consents'))).toHaveLength(2);
    const rows = parse(await (blobs[0] as Blob).text()) as string[][];
    expect(rows.map((row) => row[0])).toEqual([
      'ID',
      'aaaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbbb',
      'cccccccccccccccc',
    ]);
    expect(rows[3]?.[1]).toBe("'=cmd|calc");
  });
});
