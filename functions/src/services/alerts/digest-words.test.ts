import {
  type ComputedDeadline,
  computeDeadlines,
  type Project,
  projectFieldsSchema,
} from '@lienminder/shared';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineLabel, escapeHtml, longDate, shortDate } from '#src/services/messaging/alert-message';
import { gsm7Length } from '#src/services/messaging/gsm7';
import { countFormatters } from '#test/count-formatters';
import { digestSubject } from './digest-email';
import { digestSms } from './digest-sms';

const project = (fields: Partial<Project>): Project => ({
  ...projectFieldsSchema.parse({
    name: 'Oak Street',
    address: '12 Oak St, Tampa, FL',
    generalContractor: 'GC',
    propertyOwner: 'Owner',
    firstFurnishingDate: '2026-01-07',
    lastFurnishingDate: '2026-02-22',
  }),
  id: 'abcdefghijklmnop',
  createdAt: '2026-03-02T14:00:00.000Z',
  updatedAt: '2026-03-02T14:00:00.000Z',
  ...fields,
});

const DASHBOARD_URL = 'https://lienminder.example.com/';
const PROJECT_URL = 'https://lienminder.example.com/projects/abcdefghijklmnop';

/** The project's deadline whose id ends in `-suffix`. */
function deadlineOf(subject: Project, suffix: string): ComputedDeadline {
  const found = computeDeadlines({ ...subject, projectId: subject.id }).deadlines.find(
    (deadline) => deadline.id === `${subject.id}-${suffix}`,
  );
  if (!found) throw new Error(`no -${suffix} deadline`);
  return found;
}

/** GSM 03.38's basic set and its extension table: a text of anything else is sent as UCS-2. */
const GSM7 =
  /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà\f^{}\\[~\]|€]*$/;

/**
 * Names as people type them: long, accented, with emoji, and with the extension table's characters,
 * each of which takes two of a segment's 160.
 */
const projectNames = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({
    unit: fc.constantFrom('{', '}', '[', ']', '€', '~', '|', '^', '\\', 'a', ' ', 'é'),
    maxLength: 200,
  }),
  fc.string({ unit: fc.constantFrom('Ñ', 'ú', '🏗️', '—', '“', 'Z', '[', '中'), maxLength: 200 }),
);

// Oak Street, first furnishing 2026-01-07, last 2026-02-22 unless a case says otherwise.
const CASES = [
  {
    deadline: 'the copy of a recorded lien to serve',
    fields: { role: 'subcontractor', lienRecordedDate: '2026-08-21' },
    suffix: 'serve',
    today: '2026-09-04',
    subject: 'Serve Claim of Lien for Oak Street due Sep 5 (1 day)',
    sms: 'Oak Street: Serve Claim of Lien in 1 day (Sep 5)',
  },
  {
    deadline: 'the suit to enforce a lien',
    fields: { role: 'subcontractor', lienRecordedDate: '2026-03-02' },
    suffix: 'enforce',
    today: '2027-02-23',
    subject: 'Enforce Lien (File Suit) for Oak Street due Mar 2 (7 days)',
    sms: 'Oak Street: Enforce Lien (File Suit) in 7 days (Mar 2)',
  },
  {
    // Counted to Saturday 2026-11-28; Thanksgiving closes the Thursday and Friday before: the
    // affidavit's last safe day is Wednesday 2026-11-25, and its last alert says one day is left.
    deadline: "the contractor's final payment affidavit, on its earlier last safe day",
    fields: {
      role: 'contractor',
      firstFurnishingDate: '2025-08-04',
      lastFurnishingDate: '2025-10-15',
      lienRecordedDate: '2025-12-03',
    },
    suffix: 'fpa',
    today: '2026-11-24',
    subject: "Contractor's Final Payment Affidavit for Oak Street due Nov 25 (1 day)",
    sms: "Oak Street: Contractor's Final Payment Affidavit in 1 day (Nov 25)",
  },
  {
    deadline: 'the suit on a payment bond',
    fields: { role: 'subcontractor', paymentBond: true },
    suffix: 'bond',
    today: '2027-02-08',
    subject: 'Suit on Payment Bond for Oak Street due Feb 22 (14 days)',
    sms: 'Oak Street: Suit on Payment Bond in 14 days (Feb 22)',
  },
  {
    deadline: "a bonded job's Notice of Nonpayment",
    fields: { role: 'sub_subcontractor', paymentBond: true },
    suffix: 'lien',
    today: '2026-05-20',
    subject: 'Notice of Nonpayment for Oak Street due May 23 (3 days)',
    sms: 'Oak Street: Notice of Nonpayment in 3 days (May 23)',
  },
  {
    deadline: "a public job's Notice of Nonpayment",
    fields: { role: 'supplier_to_subcontractor', type: 'public' },
    suffix: 'lien',
    today: '2026-05-20',
    subject: 'Notice of Nonpayment for Oak Street due May 23 (3 days)',
    sms: 'Oak Street: Notice of Nonpayment in 3 days (May 23)',
  },
  {
    deadline: "a private job's Claim of Lien once the role is chosen",
    fields: { role: 'laborer' },
    suffix: 'lien',
    today: '2026-05-20',
    subject: 'Record Claim of Lien for Oak Street due May 23 (3 days)',
    sms: 'Oak Street: Record Claim of Lien in 3 days (May 23)',
  },
  {
    // No role on a bonded job: the owner's contractor records a lien, those under it serve the notice.
    deadline: "a bonded job's 90-day deadline with no role chosen",
    fields: { paymentBond: true },
    suffix: 'lien',
    today: '2026-05-20',
    subject: 'Claim of Lien / Notice of Nonpayment for Oak Street due May 23 (3 days)',
    sms: 'Oak Street: Claim of Lien / Notice of Nonpayment in 3 days (May 23)',
  },
  // The 45-day notice, asked for (noticeToOwnerAlerts): first furnishing 2026-01-07, mail by
  // Monday 2026-02-16 (day 40, s. 713.18(4)), hand-deliver by Saturday 2026-02-21 (day 45).
  {
    deadline: 'the Notice to Owner on day 38, counted to its last day to mail',
    fields: { role: 'subcontractor', noticeToOwnerAlerts: true },
    suffix: 'nto',
    today: '2026-02-14',
    subject: 'Notice to Owner for Oak Street: mail by Feb 16, or hand-deliver by Feb 21 (2 days)',
    sms: 'Oak Street: Notice to Owner: mail by Feb 16 (2 days)',
  },
  {
    deadline: 'the Notice to Owner past its last day to mail, by hand only',
    fields: { role: 'subcontractor', noticeToOwnerAlerts: true },
    suffix: 'nto',
    today: '2026-02-18',
    subject: 'Notice to Owner for Oak Street: hand-deliver by Feb 21',
    sms: 'Oak Street: Notice to Owner: hand-deliver by Feb 21',
  },
  {
    deadline: "a public job's Notice to Contractor, the longest notice name",
    fields: { role: 'sub_subcontractor', type: 'public', noticeToOwnerAlerts: true },
    suffix: 'nto',
    today: '2026-02-09',
    subject: 'Notice to Contractor for Oak Street: mail by Feb 16, or hand-deliver by Feb 21 (7 days)',
    sms: 'Oak Street: Notice to Contractor: mail by Feb 16 (7 days)',
  },
] as const;

describe('each deadline in its own words', () => {
  it.each(CASES)('$deadline: the email subject and the text', ({ fields, suffix, today, subject, sms }) => {
    const oakStreet = project(fields);
    const deadline = deadlineOf(oakStreet, suffix);
    const label = deadlineLabel(oakStreet, deadline);
    const links = {
      project: PROJECT_URL,
      markDone: `${DASHBOARD_URL}deadlines/done?token=t`,
      alertSettings: null,
      document: null,
    };
    expect(
      digestSubject({
        deadlines: [{ project: oakStreet, deadline, label, links }],
        today,
        dashboardUrl: DASHBOARD_URL,
      }),
    ).toBe(subject);
    expect(
      digestSms({
        first: { projectName: oakStreet.name, deadline, label },
        more: 0,
        link: PROJECT_URL,
        today,
      }),
    ).toBe(`LienMinder: ${sms}. ${PROJECT_URL} Reply STOP to opt out`);
  });

  it.each(CASES)(
    '$deadline: one GSM-7 segment whatever the project is called',
    ({ fields, suffix, today }) => {
      fc.assert(
        fc.property(projectNames, (name) => {
          const named = project({ ...fields, name });
          const deadline = deadlineOf(named, suffix);
          const text = digestSms({
            first: { projectName: name, deadline, label: deadlineLabel(named, deadline) },
            more: 0,
            link: PROJECT_URL,
            today,
          });
          expect(gsm7Length(text)).toBeLessThanOrEqual(160);
          expect(text).toMatch(GSM7);
          expect(text.startsWith('LienMinder: ')).toBe(true);
          expect(text.endsWith(`${PROJECT_URL} Reply STOP to opt out`)).toBe(true);
        }),
        { numRuns: 100 },
      );
    },
  );
});

describe('the text of a morning with several deadlines', () => {
  const oakStreet = project({ name: 'Smith Residence' });
  const deadline = deadlineOf(oakStreet, 'lien');
  const first = { projectName: oakStreet.name, deadline, label: deadlineLabel(oakStreet, deadline) };

  it('names the most urgent and how many more, and links the dashboard', () => {
    expect(digestSms({ first, more: 2, link: DASHBOARD_URL, today: '2026-05-16' })).toBe(
      `LienMinder: Smith Residence: Claim of Lien in 7 days (May 23) + 2 more. ${DASHBOARD_URL} Reply STOP to opt out`,
    );
  });

  it.each(CASES)(
    '$deadline first of many: one GSM-7 segment (160) whatever the project is called',
    ({ fields, suffix, today }) => {
      fc.assert(
        fc.property(projectNames, fc.integer({ min: 1, max: 999 }), (name, more) => {
          const named = project({ ...fields, name });
          const lead = deadlineOf(named, suffix);
          const text = digestSms({
            first: { projectName: name, deadline: lead, label: deadlineLabel(named, lead) },
            more,
            link: DASHBOARD_URL,
            today,
          });
          expect(gsm7Length(text)).toBeLessThanOrEqual(160);
          expect(text).toMatch(GSM7);
          expect(text).toContain(`+ ${more} more. ${DASHBOARD_URL} Reply STOP to opt out`);
        }),
        { numRuns: 100 },
      );
    },
  );

  it('shortens a long name before anything else, and leaves it out before cutting the deadline', () => {
    const long = digestSms({
      first: { ...first, projectName: `Smith Residence ${'Phase '.repeat(30)}` },
      more: 12,
      link: DASHBOARD_URL,
      today: '2026-05-16',
    });
    expect(long).toMatch(
      /^LienMinder: Smith Residence Phase .*\.\.\.: Claim of Lien in 7 days \(May 23\) \+ 12 more\. /,
    );
    expect(gsm7Length(long)).toBeLessThanOrEqual(160);
    const longLink = `${DASHBOARD_URL}${'x'.repeat(49)}`;
    expect(digestSms({ first, more: 12, link: longLink, today: '2026-05-16' })).toBe(
      `LienMinder: Claim of Lien in 7 days (May 23) + 12 more. ${longLink} Reply STOP to opt out`,
    );
    // Only a link longer than any PUBLIC_URL makes cuts the deadline's words, never the link or STOP.
    const longerLink = `${DASHBOARD_URL}${'x'.repeat(70)}`;
    expect(digestSms({ first, more: 12, link: longerLink, today: '2026-05-16' })).toBe(
      `LienMinder: Claim of Lien in 7 d.... ${longerLink} Reply STOP to opt out`,
    );
  });
});

it('escapes the five HTML-significant characters in user text', () => {
  expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
    '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
  );
});

describe('the dates a message carries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the calendar date on any host, and makes each format once however many dates a morning has', () => {
    const made = countFormatters();
    const days = ['2026-03-13', '2026-04-02', '2026-12-31', '2027-01-01'] as const;
    for (let round = 0; round < 5; round++) {
      expect(days.map(longDate)).toEqual([
        'Friday, March 13, 2026',
        'Thursday, April 2, 2026',
        'Thursday, December 31, 2026',
        'Friday, January 1, 2027',
      ]);
      expect(days.map(shortDate)).toEqual(['Mar 13', 'Apr 2', 'Dec 31', 'Jan 1']);
    }
    // Making a formatter costs about 20 times a format with it (0.4 ms): the 9:00 burst's largest cost.
    expect(made.count).toBeLessThanOrEqual(2);
  });
});
