import type { StoredDevOutboxMessage } from '@lienminder/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());

const email = (id: string, sentAt: string, subject: string): StoredDevOutboxMessage => ({
  channel: 'email',
  id,
  sentAt,
  to: 'maria@example.com',
  subject,
  text: `${subject}\n\nOpen project: http://localhost:3000/projects/p1`,
  html: `<table><tr><td style="color:#111">${subject}</td></tr></table>`,
  headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe>' },
});

const OUTBOX = {
  messages: [
    {
      channel: 'sms',
      id: 's1',
      sentAt: '2026-05-14T13:00:06.000Z',
      to: '+13055550142',
      body: 'LienMinder: …',
    },
    // 9:00 Eastern on May 14 (13:00 UTC), and 23:30 Eastern on May 13, which is May 14 in UTC.
    email('e2', '2026-05-14T13:00:05.000Z', 'Claim of Lien for Smith Residence due May 21 (7 days) + 2 more'),
    email('e1', '2026-05-14T13:00:01.000Z', 'Notice to Owner for Bayfront Tower due May 18 (4 days)'),
    email('e0', '2026-05-14T03:30:00.000Z', 'Yesterday in Florida'),
  ],
  nextCursor: null,
};

describe('the dev emails page', () => {
  it("shows the newest email's day: each email's HTML sandboxed, its text and its headers", async () => {
    const requests = stubApi({ 'GET /api/dev/outbox?limit=500': json(200, OUTBOX) });
    renderApp('/dev/emails', { user: null });
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(
      [
        'Claim of Lien for Smith Residence due May 21 (7 days) + 2 more',
        'Notice to Owner for Bayfront Tower due May 18 (4 days)',
      ],
    );
    expect(screen.getByText(/2 emails/)).toHaveTextContent('Thu, May 14, 2026 (Eastern) · 2 emails');
    const first = articles[0] as HTMLElement;
    const frame = within(first).getByTitle(
      'HTML of Claim of Lien for Smith Residence due May 21 (7 days) + 2 more',
    );
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<td style="color:#111">Claim of Lien'));
    expect(within(first).getByText(/Open project: http:\/\/localhost:3000\/projects\/p1/)).toBeVisible();
    expect(within(first).getByText('List-Unsubscribe').nextSibling).toHaveTextContent(
      '<http://localhost:3000/unsubscribe>',
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/dev/outbox?limit=500']);
  });

  it('shows the day asked for, and says so where there is no local outbox', async () => {
    stubApi({ 'GET /api/dev/outbox?limit=500': json(200, OUTBOX) });
    const { unmount } = renderApp('/dev/emails?day=2026-05-13', { user: null });
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['Yesterday in Florida'],
    );
    unmount();
    vi.unstubAllGlobals();

    stubApi({});
    renderApp('/dev/emails', { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no local outbox here: this server sends email through its provider.',
    );
  });
});
