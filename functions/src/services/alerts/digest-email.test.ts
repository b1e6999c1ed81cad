import {
  type ComputedDeadline,
  computeDeadlines,
  type Project,
  projectFieldsSchema,
} from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { unsubscribeLine } from '#src/services/deliverability/delivery-notices';
import { deadlineLabel } from '#src/services/messaging/alert-message';
import { contrastRatio, seenTexts } from '#test/email-visibility';
import { type DigestEmailDeadline, type DigestEmailInput, digestEmail } from './digest-email';

const BASE = 'https://lienminder.example.com';

const project = (id: string, fields: Partial<Project> = {}): Project => ({
  ...projectFieldsSchema.parse({
    name: 'Oak Street',
    address: '12 Oak St, Tampa, FL',
    generalContractor: 'GC',
    propertyOwner: 'Owner',
    firstFurnishingDate: '2026-01-07',
    lastFurnishingDate: '2026-02-22',
  }),
  id,
  createdAt: '2026-03-02T14:00:00.000Z',
  updatedAt: '2026-03-02T14:00:00.000Z',
  ...fields,
});

function deadlineOf(subject: Project, suffix: string): ComputedDeadline {
  const found = computeDeadlines({ ...subject, projectId: subject.id }).deadlines.find(
    (deadline) => deadline.id === `${subject.id}-${suffix}`,
  );
  if (!found) throw new Error(`no -${suffix} deadline`);
  return found;
}

/** As long as a real one: an HS256 JWT of the claims. */
const tokenOf = (deadlineId: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 'u'.repeat(16), pid: 'p'.repeat(16), did: deadlineId, exp: 1782345600 })).toString('base64url')}.${'s'.repeat(43)}`;

function item(
  subject: Project,
  suffix: string,
  accountHolder = true,
  document: DigestEmailDeadline['links']['document'] = null,
): DigestEmailDeadline {
  const deadline = deadlineOf(subject, suffix);
  return {
    project: subject,
    deadline,
    label: deadlineLabel(subject, deadline),
    links: {
      project: `${BASE}/projects/${subject.id}`,
      markDone: `${BASE}/deadlines/done?token=${tokenOf(deadline.id)}`,
      alertSettings: accountHolder ? `${BASE}/projects/${subject.id}/edit#alerts` : null,
      document,
    },
  };
}

// The Claim of Lien of Smith Residence (last furnishing Feb 22) is due Saturday May 23, legal last
// day Tuesday May 26; Oak Street's (last furnishing Mar 10) Monday June 8; on May 16 the first is 7
// days away, the second 23. A contractor's final payment affidavit (Thanksgiving week) comes last.
const smith = project('smithresidence01', { name: 'Smith Residence', address: '4 Palm Ave, Miami, FL' });
const oak = project('oakstreet0000001', { lastFurnishingDate: '2026-03-10' });
const morning: DigestEmailInput = {
  deadlines: [item(smith, 'lien'), item(oak, 'lien')],
  today: '2026-05-16',
  dashboardUrl: `${BASE}/`,
};

describe('the morning email', () => {
  it('is named by its most urgent deadline and how many more', () => {
    expect(digestEmail(morning, 'office@example.com').subject).toBe(
      'Claim of Lien for Smith Residence due May 23 (7 days) + 1 more',
    );
    expect(digestEmail({ ...morning, deadlines: [item(oak, 'lien')] }, 'o@example.com').subject).toBe(
      'Claim of Lien for Oak Street due Jun 8 (23 days)',
    );
  });

  it('is overdue only after the legal last day: from a rolled due date to it, still on time', () => {
    // Smith's Claim of Lien: due Saturday May 23, legal last day Tuesday May 26 (Memorial Day between).
    const on = (today: string) =>
      digestEmail({ ...morning, today, deadlines: [item(smith, 'lien')] }, 'o@e.com');
    expect(on('2026-05-23').subject).toBe(
      'Claim of Lien for Smith Residence due May 23 (on time until May 26)',
    );
    expect(on('2026-05-26').text).toContain('Claim of Lien: on time until May 26');
    expect(on('2026-05-26').text).not.toContain('overdue');
    expect(on('2026-05-27').subject).toBe('Claim of Lien for Smith Residence due May 23 (1 day overdue)');
  });

  it('says in plain text what the HTML says, deadline by deadline, most urgent first', () => {
    const { text, html } = digestEmail(morning, 'office@example.com');
    const smithLien = deadlineOf(smith, 'lien');
    expect(text).toBe(
      [
        'Claim of Lien for Smith Residence due May 23 (7 days) + 1 more',
        '',
        'Smith Residence, 4 Palm Ave, Miami, FL',
        'Claim of Lien: 7 days left',
        smithLien.summary,
        'Due date: Saturday, May 23, 2026',
        'Legal last day: Tuesday, May 26, 2026 (moved from Saturday)',
        `Statute: Fla. Stat. s. 713.08(5) ${smithLien.statuteUrl}`,
        `Open project: ${BASE}/projects/smithresidence01`,
        `Mark as done: ${BASE}/deadlines/done?token=${tokenOf('smithresidence01-lien')}`,
        `Change who gets alerts for this project: ${BASE}/projects/smithresidence01/edit#alerts`,
        '',
        '---',
        '',
        'Oak Street, 12 Oak St, Tampa, FL',
        'Claim of Lien: 23 days left',
        deadlineOf(oak, 'lien').summary,
        'Due date: Monday, June 8, 2026',
        // The legal last day is the due date: said plainly, without "(same day)".
        'Legal last day: Monday, June 8, 2026',
        `Statute: Fla. Stat. s. 713.08(5) ${smithLien.statuteUrl}`,
        `Open project: ${BASE}/projects/oakstreet0000001`,
        `Mark as done: ${BASE}/deadlines/done?token=${tokenOf('oakstreet0000001-lien')}`,
        `Change who gets alerts for this project: ${BASE}/projects/oakstreet0000001/edit#alerts`,
        '',
        `All your deadlines: ${BASE}/`,
        '',
        'LienMinder is a convenience tool, not legal advice; you bear all risk. Verify every deadline with a Florida construction attorney.',
      ].join('\n'),
    );
    // Every line of the text is in the HTML, in the same order (markup and escaping aside).
    const visible = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    let from = 0;
    for (const words of [
      'Smith Residence, 4 Palm Ave, Miami, FL',
      'Claim of Lien: 7 days left',
      smithLien.summary,
      'Saturday, May 23, 2026',
      'Tuesday, May 26, 2026 (moved from Saturday)',
      'Fla. Stat. s. 713.08(5)',
      'Open project',
      'Mark as done',
      'Change who gets alerts',
      'Oak Street, 12 Oak St, Tampa, FL',
      'Claim of Lien: 23 days left',
      'Monday, June 8, 2026',
      'See all your deadlines',
      'not legal advice',
    ]) {
      const at = visible.indexOf(words, from);
      expect(at, words).toBeGreaterThanOrEqual(from);
      from = at + words.length;
    }
    for (const href of [
      `${BASE}/projects/smithresidence01`,
      `${BASE}/deadlines/done?token=${tokenOf('smithresidence01-lien')}`,
      `${BASE}/projects/smithresidence01/edit#alerts`,
      smithLien.statuteUrl,
      `${BASE}/`,
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('links the alert settings for the account holder alone', () => {
    const { text, html } = digestEmail(
      { ...morning, deadlines: [item(smith, 'lien', false), item(oak, 'lien', false)] },
      'pm@example.com',
    );
    expect(text).not.toContain('Change who gets alerts');
    expect(html).not.toContain('Change who gets alerts');
    expect(html).not.toContain('/edit#alerts');
  });

  it('is tables and inline styles only, one column that fits 320 px, colours set for dark mode', () => {
    const { html } = digestEmail(morning, 'office@example.com');
    expect(html).not.toMatch(/<style|<link|<div|<script|class=|<img/i);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    // No fixed width wider than a 320 px screen: the body table fills it and stops at 600 px.
    for (const [, width] of html.matchAll(/(?<![-\w])width(?:="|:)(\d+)/g))
      expect(Number(width)).toBeLessThanOrEqual(320);
    expect(html).toContain('max-width:600px');
    // Every text carries its own colour: a dark mode's default colour never meets our white card.
    for (const [element] of html.matchAll(/<(p|span|a|td)\b[^>]*>(?=[^<\s])/g)) {
      expect(element, element).toMatch(/color:#[0-9a-f]{6}/);
    }
  });

  it('escapes what the user typed', () => {
    const named = project('escapes00000001', { name: 'Brickell <Tower> & "Co"', address: '' });
    const { html, subject } = digestEmail({ ...morning, deadlines: [item(named, 'lien')] }, 'o@example.com');
    expect(subject).toBe('Claim of Lien for Brickell <Tower> & "Co" due May 23 (7 days)');
    expect(html).toContain('Brickell &lt;Tower&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<Tower>');
  });

  it('counts to an earlier last safe day and says why it moved back', () => {
    const contractor = project('affidavit0000001', {
      role: 'contractor',
      firstFurnishingDate: '2025-08-04',
      lastFurnishingDate: '2025-10-15',
      lienRecordedDate: '2025-12-03',
    });
    const { text } = digestEmail(
      { ...morning, today: '2026-11-24', deadlines: [item(contractor, 'fpa')] },
      'o@e.com',
    );
    expect(text).toContain("Contractor's Final Payment Affidavit: 1 day left");
    expect(text).toContain('Legal last day: Wednesday, November 25, 2026 (moved back from Saturday)');
  });

  it('stays under 100 KB (Gmail clips at 102 KB) however many deadlines a morning has', () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      item(
        project(`project${String(index).padStart(9, '0')}`, {
          name: `Very Long Project Name & Phase ${index} `.repeat(3).trim(),
          address: '12345 Northwest Long Boulevard Extension, Suite 1000, Fort Lauderdale, FL 33301',
        }),
        'lien',
      ),
    );
    const { html, text } = digestEmail(
      { ...morning, deadlines: [many[0] as DigestEmailDeadline, ...many.slice(1)] },
      'o@e.com',
    );
    expect(Buffer.byteLength(html) + Buffer.byteLength(text)).toBeLessThan(100 * 1024);
    // The first 12 in full, the next 48 a line each with their project's link, the rest counted.
    expect(html.match(/>Mark as done</g)).toHaveLength(12);
    expect(html).toContain(`href="${BASE}/projects/project000000059"`);
    expect(html).not.toContain('project000000060');
    expect(text).toContain('and 60 more deadlines on your dashboard');
  });
});

describe('on a phone', () => {
  const smithDocument = {
    href: `${BASE}/projects/smithresidence01/documents/claim-of-lien`,
    title: 'Claim of Lien',
  };
  const withEverything = (accountHolder: boolean) =>
    digestEmail(
      {
        ...morning,
        deadlines: [item(smith, 'lien', accountHolder, smithDocument), item(oak, 'lien', accountHolder)],
      },
      accountHolder ? 'office@example.com' : 'pm@example.com',
      accountHolder
        ? { notice: { text: 'Alerts missed', html: '<p>Alerts missed: <b>pm@example.com</b></p>' } }
        : { footer: unsubscribeLine('Maria Lopez', `${BASE}/unsubscribe?token=t`) },
    );

  it.each([true, false])(
    'has no text hidden or coloured near its background (account holder: %s)',
    (accountHolder) => {
      const texts = seenTexts(withEverything(accountHolder).html);
      expect(texts.map(({ text }) => text)).toContain('Mark as done');
      for (const { text, color, background, hiddenBy } of texts) {
        expect(hiddenBy, text).toBeNull();
        // WCAG AA's 4.5:1, far from the near-equal colours a spam filter flags.
        expect(contrastRatio(color, background), `${text}: ${color} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );

  it('finds what it looks for: a preheader hidden as the email had it, text the colour of its page', () => {
    const hidden = seenTexts(
      '<body style="background:#f3f4f6"><span style="display:none;max-height:0;overflow:hidden;color:#f3f4f6">Preview</span><p style="font-size:1px">tiny</p></body>',
    );
    expect(hidden.map(({ hiddenBy }) => hiddenBy)).toEqual(['display:none', 'font-size:1px']);
    expect(contrastRatio('#f3f4f6', '#f3f4f6')).toBe(1);
  });

  it('makes Mark as done a button at least 44 px tall, as Open project is', () => {
    const { html } = withEverything(true);
    for (const label of ['Open project', 'Mark as done', 'Review Claim of Lien']) {
      const cell = new RegExp(
        `<td [^>]*height="(\\d+)"[^>]*><a [^>]*padding:(\\d+)px [^>]*line-height:(\\d+)px[^>]*>${label}</a></td>`,
      ).exec(html);
      expect(cell, label).not.toBeNull();
      const [, height, padding, line] = (cell ?? []).map(Number);
      expect(height).toBeGreaterThanOrEqual(44);
      expect(2 * (padding ?? 0) + (line ?? 0)).toBeGreaterThanOrEqual(44);
    }
  });

  it('keeps "Stop these emails" in the email\'s own colour on its own background, for dark mode', () => {
    const { html } = withEverything(false);
    expect(html).toMatch(
      /<td bgcolor="#ffffff" style="[^"]*background:#ffffff[^"]*">.*<a style="color:#1e3a8a;text-decoration:underline" href="[^"]+">Stop these emails<\/a>/,
    );
  });

  it('links the prepared document of the deadline, when the plan prepares it', () => {
    const { text, html } = withEverything(true);
    expect(text).toContain(`Claim of Lien, ready to review: ${smithDocument.href}`);
    expect(html).toContain(`href="${smithDocument.href}"`);
    // Oak Street's item was given none: no link.
    expect(html.match(/documents\/claim-of-lien/g)).toHaveLength(1);
  });
});

describe('what deliverability adds', () => {
  const notice = {
    text: 'Not everyone got your alerts:\n- dana missed one',
    html: '<p><strong>Not everyone got your alerts:</strong></p>',
  };
  const footer = { text: 'Stop them: https://x/u', html: '<p>Stop these emails</p>' };
  const headers = {
    'List-Unsubscribe': '<https://x/u>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  it("opens the account holder's email with the notice, under the subject, before the deadlines", () => {
    const plain = digestEmail(morning, 'owner@example.com');
    const { text, html, headers: none } = digestEmail(morning, 'owner@example.com', { notice });
    expect(text).toBe(
      [plain.subject, '', notice.text, '', '---', '', plain.text.split('\n').slice(2).join('\n')].join('\n'),
    );
    expect(html.indexOf(notice.html)).toBeGreaterThan(html.indexOf('<body'));
    // The intro paragraph (its first occurrence is the hidden preheader).
    expect(html.indexOf(notice.html)).toBeLessThan(html.lastIndexOf('2 deadlines need you'));
    expect(none).toBeUndefined();
    // No notice, nothing added.
    expect(digestEmail(morning, 'owner@example.com', { notice: null })).toEqual(plain);
  });

  it("ends anyone else's with the unsubscribe line after the disclaimer, and carries its header fields", () => {
    const plain = digestEmail(morning, 'office@example.com');
    const email = digestEmail(morning, 'office@example.com', { footer, headers });
    expect(email.text).toBe(`${plain.text}\n\n${footer.text}`);
    expect(email.html.indexOf(footer.html)).toBeGreaterThan(email.html.indexOf('not legal advice'));
    expect(email.headers).toEqual(headers);
  });
});
