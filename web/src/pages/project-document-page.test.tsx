import {
  DOCUMENT_FOOT_LINE,
  type DocumentInput,
  emptyCompanyProfile,
  type PreparedDocument,
  prepareDocument,
} from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aProject,
  aUser,
  projectResponseOf,
  renderScreen,
  stubApi,
  TODAY,
} from '@/components/dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

/** A subcontractor's private job: its Notice to Owner, with no owner's address entered. */
const project = aProject({ role: 'subcontractor' });
const input = (overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  project,
  profile: { ...emptyCompanyProfile(), legalName: 'Coastal Drywall LLC' },
  today: TODAY,
  ...overrides,
});
/** What the API answers: the real engine's document, as the server fills it. */
const noticeToOwner: PreparedDocument = prepareDocument('notice-to-owner', input());

function openDocument(path: string, tier: 'gold' | 'silver' = 'gold', answers: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser(tier) },
    'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
    'GET /api/projects/p1/documents/notice-to-owner': { status: 200, body: noticeToOwner },
    ...(answers as Record<string, { status: number; body?: unknown }>),
  });
  renderScreen(path);
  return api;
}

describe('the document preview', () => {
  it('shows the filled statutory text with its foot line, the missing facts with where to fill each, and how to serve it', async () => {
    openDocument('/projects/p1/documents/notice-to-owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice to Owner' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: /713\.06\(2\)\(c\), Florida Statutes \(2025\)/ }),
    ).toHaveAttribute('href', noticeToOwner.statuteUrl);
    const text = screen.getByRole('article', { name: 'Notice to Owner, as filled in' });
    // Block by block as the PDF lays them out, then the foot line: the text, part by part.
    expect([...text.children].map((part) => part.textContent).join('\n\n')).toBe(noticeToOwner.text);
    expect(within(text).getByText(/^WARNING! FLORIDA’S CONSTRUCTION LIEN LAW/).tagName).toBe('STRONG');
    expect(within(text).getByRole('heading', { level: 2, name: 'NOTICE TO OWNER' })).toBeVisible();
    expect(text.lastElementChild?.textContent).toBe(DOCUMENT_FOOT_LINE);

    const missing = screen.getByRole('region', { name: /^Missing: \d+ blanks? marked in the text$/ });
    expect(noticeToOwner.missing).toEqual(expect.arrayContaining(['ownerAddress', 'profile.address']));
    expect(within(missing).getByRole('link', { name: 'Fill it: Owner’s mailing address' })).toHaveAttribute(
      'href',
      // Saved, the form comes back to this document.
      '/projects/p1/edit?return=%2Fprojects%2Fp1%2Fdocuments%2Fnotice-to-owner#fact-ownerAddress',
    );
    expect(within(missing).getByRole('link', { name: 'Fill it: Your company’s address' })).toHaveAttribute(
      'href',
      '/company-profile?return=%2Fprojects%2Fp1%2Fdocuments%2Fnotice-to-owner#profile-address',
    );
    expect(within(missing).getAllByRole('listitem')).toHaveLength(noticeToOwner.missing.length);

    const serving = screen.getByRole('region', { name: 'How to serve it' });
    expect(within(serving).getByText('Owner:')).toBeVisible();
    for (const method of noticeToOwner.serving.methods)
      expect(within(serving).getByText(method)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('asks a waiver’s amount and through-date, and prepares it again with them', async () => {
    const user = userEvent.setup({ delay: null });
    const blank = prepareDocument('waiver-progress', input({ waiver: { amount: '', throughDate: '' } }));
    const filled = prepareDocument(
      'waiver-progress',
      input({ waiver: { amount: '12500.00', throughDate: '2026-02-28' } }),
    );
    // The filled waiver is answered only when the test says so: until then the page still shows
    // the blank one, whose PDF must not be downloadable as if it were the filled one.
    let answerFilled = () => {};
    const filledAnswered = new Promise<void>((resolve) => {
      answerFilled = resolve;
    });
    const api = openDocument('/projects/p1/documents/waiver-progress', 'gold', {
      'GET /api/projects/p1/documents/waiver-progress': { status: 200, body: blank },
      'GET /api/projects/p1/documents/waiver-progress?amount=12500.00&throughDate=2026-02-28': async () => {
        await filledAnswered;
        return { status: 200, body: filled };
      },
    });
    await screen.findByRole('heading', { level: 1, name: blank.title });
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await user.type(screen.getByLabelText('Payment amount ($)'), '12500.00');
    await user.type(screen.getByLabelText('Runs through'), '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Fill in the waiver' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled());
    answerFilled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    await waitFor(() =>
      expect(screen.getByRole('article', { name: `${filled.title}, as filled in` }).textContent).toContain(
        '12,500.00',
      ),
    );
    expect(api.requests.map((request) => request.path)).toContain(
      '/api/projects/p1/documents/waiver-progress?amount=12500.00&throughDate=2026-02-28',
    );
  });

  it('shows Silver the Gold Plan Required card, and asks the API for nothing', async () => {
    const api = openDocument('/projects/p1/documents/notice-to-owner', 'silver');
    expect(await screen.findByText('Gold Plan Required')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Gold' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.requests.some((request) => request.path.includes('/documents/'))).toBe(false);
  });

  it('says so when the project does not call for the document', async () => {
    openDocument('/projects/p1/documents/notice-of-nonpayment', 'gold', {
      'GET /api/projects/p1/documents/notice-of-nonpayment': {
        status: 404,
        body: { message: 'x', errors: [] },
      },
    });
    expect(
      await screen.findByText('This project does not call for this document, or the project is not yours.'),
    ).toBeVisible();
  });
});
