import {
  emptyCompanyProfile,
  FACT_LABELS,
  type FactField,
  noticeDeadlineId,
  prepareDocument,
  type ServiceProof,
} from '@lienminder/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  aProject,
  aUser,
  dashboardOf,
  projectResponseOf,
  renderScreen,
  stubApi,
  TODAY,
} from '@/components/dashboard/screen-harness';
import { openDialog } from '@/test/dialogs';
import { MissingFactsList } from './missing-facts-list';

afterEach(() => vi.unstubAllGlobals());
// jsdom lays nothing out: the pages scroll to what a link names.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
vi.setConfig({ testTimeout: 30_000 });

/** A subcontractor on a private job: the Claim of Lien recites the notice it served. */
const project = aProject({ id: 'p1', role: 'subcontractor' });
const DOCUMENT_PAGE = '/projects/p1/documents/claim-of-lien';
const EVERY_FACT = Object.keys(FACT_LABELS) as FactField[];

/** Each missing fact's "Fill it" address, as the document page shows it. */
function fillLinks(): Map<FactField, URL> {
  render(
    <MemoryRouter initialEntries={[DOCUMENT_PAGE]}>
      <MissingFactsList missing={EVERY_FACT} projectId="p1" />
    </MemoryRouter>,
  );
  const links = new Map(
    screen.getAllByRole('listitem').map((item, index) => {
      const href =
        within(item)
          .getByRole('link', { name: /^Fill it/ })
          .getAttribute('href') ?? '';
      return [EVERY_FACT[index] as FactField, new URL(href, `http://app${DOCUMENT_PAGE}`)] as const;
    }),
  );
  cleanup();
  return links;
}

const kindOf = (field: FactField) => field.split('.')[0] as string;

/** Whether the page shows a field to fill at the element `anchor` names. */
const fieldAt = (anchor: string) =>
  document.getElementById(anchor)?.querySelector('input, textarea, select') ?? null;

describe("every missing fact's Fill it", () => {
  it('leads to a field or dialog that exists, and asks to come back to the document', async () => {
    const links = fillLinks();
    expect([...links.keys()]).toEqual(EVERY_FACT);
    const byPage = new Map<string, URL[]>();
    for (const [field, url] of links) {
      expect(url.hash, field).not.toBe('');
      // Off to another page: it asks to come back. The waiver's terms are on the document's own page.
      if (kindOf(field) === 'waiver') expect(url.pathname, field).toBe(DOCUMENT_PAGE);
      else expect(url.searchParams.get('return'), field).toBe(DOCUMENT_PAGE);
      byPage.set(url.pathname, [...(byPage.get(url.pathname) ?? []), url]);
    }
    expect([...byPage.keys()].sort()).toEqual(
      ['/company-profile', '/projects/p1', '/projects/p1/edit', DOCUMENT_PAGE].sort(),
    );

    // The project form and the company profile: an element of that id, holding the field.
    const pages: [string, string][] = [
      ['/projects/p1/edit', 'Update Project'],
      ['/company-profile', 'Save Company Profile'],
    ];
    for (const [page, button] of pages) {
      stubApi({
        'GET /api/auth/user': { status: 200, body: aUser('gold') },
        'GET /api/dashboard': { status: 200, body: dashboardOf([project]) },
        'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
        'GET /api/company-profile': { status: 200, body: emptyCompanyProfile() },
      });
      renderScreen(page);
      await screen.findByRole('button', { name: button });
      for (const url of byPage.get(page) ?? []) expect(fieldAt(url.hash.slice(1)), url.hash).not.toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }

    // A waiver's terms, on the waiver's own page.
    const waiver = prepareDocument('waiver-progress', {
      project,
      profile: emptyCompanyProfile(),
      today: TODAY,
      waiver: { amount: '', throughDate: '' },
    });
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
      'GET /api/projects/p1/documents/waiver-progress': { status: 200, body: waiver },
    });
    renderScreen('/projects/p1/documents/waiver-progress');
    await screen.findByRole('heading', { level: 1, name: waiver.title });
    for (const url of byPage.get(DOCUMENT_PAGE) ?? [])
      expect(fieldAt(url.hash.slice(1)), url.hash).not.toBeNull();
  });
});

describe('Fill it for how the notice was served', () => {
  const proof: ServiceProof = {
    servedOn: '2026-03-09',
    method: 'certified_mail',
    servedTo: 'Harbor Holdings LLC',
    reference: '9407 1000 0000 0000 0000 00',
  };

  async function openFromTheDocument(marks: ReadonlySet<string>) {
    const user = userEvent.setup({ delay: null });
    const url = fillLinks().get('noticeService.servedOn') as URL;
    const saved = projectResponseOf(project, new Set([...marks, noticeDeadlineId('p1')]));
    const claimOfLien = prepareDocument('claim-of-lien', {
      project,
      profile: emptyCompanyProfile(),
      today: TODAY,
    });
    const api = stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([project]) },
      'GET /api/projects/p1': { status: 200, body: projectResponseOf(project, marks) },
      [`PATCH /api/projects/p1/deadlines/${noticeDeadlineId('p1')}`]: { status: 200, body: saved },
      'GET /api/projects/p1/documents/claim-of-lien': { status: 200, body: claimOfLien },
    });
    renderScreen(`${url.pathname}${url.search}${url.hash}`);
    const dialog = await openDialog('dialog', 'Record how it was served');
    await waitFor(() => expect(within(dialog).getByLabelText('Served or recorded on')).toHaveFocus());
    await user.clear(within(dialog).getByLabelText('Served or recorded on'));
    await user.type(within(dialog).getByLabelText('Served or recorded on'), proof.servedOn);
    await user.type(within(dialog).getByLabelText('On whom'), proof.servedTo);
    await user.type(within(dialog).getByLabelText('Tracking or instrument number'), proof.reference);
    await user.click(within(dialog).getByRole('button', { name: 'Mark done with this proof' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(DOCUMENT_PAGE));
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/projects/p1/deadlines/${noticeDeadlineId('p1')}`,
        body: { isCompleted: true, proof, revision: 1 },
      },
    ]);
  }

  it('opens the project page with the notice’s dialog open, and the saved proof goes back to the document', async () => {
    await openFromTheDocument(new Set());
  });

  it('opens it too for a notice already marked done without its proof', async () => {
    await openFromTheDocument(new Set([noticeDeadlineId('p1')]));
  });
});
