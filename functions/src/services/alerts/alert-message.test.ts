import {
  type ComputedDeadline,
  computeDeadlines,
  type Project,
  projectFieldsSchema,
} from '@lienminder/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertEmail, alertSms, escapeHtml, toGsm7 } from './alert-message';

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

/** The project's deadline whose id ends in `-suffix`. */
function deadlineOf(subject: Project, suffix: string): ComputedDeadline {
  const found = computeDeadlines({ ...subject, projectId: subject.id }).deadlines.find(
    (deadline) => deadline.id === `${subject.id}-${suffix}`,
  );
  if (!found) throw new Error(`no -${suffix} deadline`);
  return found;
}

function lienSms(name: string, today = '2026-05-16'): string {
  const subject = project({ name });
  return alertSms({
    project: subject,
    deadline: deadlineOf(subject, 'lien'),
    today,
    dashboardUrl: DASHBOARD_URL,
  });
}

const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

describe('alert SMS', () => {
  it('reads as one short sentence with the product name first and the opt-out last', () => {
    expect(lienSms('Oak Street', '2026-05-22')).toBe(
      'LienMinder: Claim of Lien for Oak Street due May 23 (1 day left), legal last day May 26. Reply STOP to opt out',
    );
  });

  it('fits one GSM-7 segment whatever the project is called', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const sms = lienSms(name);
        expect(sms.length).toBeLessThanOrEqual(160);
        expect(sms).toMatch(GSM7);
        expect(sms.startsWith('LienMinder: ')).toBe(true);
        expect(sms.endsWith('Reply STOP to opt out')).toBe(true);
      }),
    );
  });

  it('keeps accented names readable and replaces what GSM-7 cannot carry', () => {
    expect(toGsm7('Café Ñandú “Torre” — 🏗️ ç')).toBe('Café Ñandu "Torre" - ? c');
  });
});

describe('each deadline in its own words', () => {
  // Oak Street, first furnishing 2026-01-07, last 2026-02-22 unless a case says otherwise.
  const CASES = [
    {
      deadline: 'the copy of a recorded lien to serve',
      fields: { role: 'subcontractor', lienRecordedDate: '2026-08-21' },
      suffix: 'serve',
      today: '2026-09-04',
      subject: 'LienMinder: Serve Claim of Lien for Oak Street due Saturday, September 5, 2026 (1 day left)',
      sms: 'LienMinder: Serve Claim of Lien for Oak Street due Sep 5 (1 day left), legal last day Sep 8. Reply STOP to opt out',
    },
    {
      deadline: 'the suit to enforce a lien',
      fields: { role: 'subcontractor', lienRecordedDate: '2026-03-02' },
      suffix: 'enforce',
      today: '2027-02-23',
      subject: 'LienMinder: Enforce Lien (File Suit) for Oak Street due Tuesday, March 2, 2027 (7 days left)',
      sms: 'LienMinder: Enforce Lien (File Suit) for Oak Street due Mar 2 (7 days left). Reply STOP to opt out',
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
      subject:
        "LienMinder: Contractor's Final Payment Affidavit for Oak Street due Wednesday, November 25, 2026 (1 day left)",
      sms: "LienMinder: Contractor's Final Payment Affidavit for Oak Street due Nov 25 (1 day left). Reply STOP to opt out",
    },
    {
      deadline: 'the suit on a payment bond',
      fields: { role: 'subcontractor', paymentBond: true },
      suffix: 'bond',
      today: '2027-02-08',
      subject: 'LienMinder: Suit on Payment Bond for Oak Street due Monday, February 22, 2027 (14 days left)',
      sms: 'LienMinder: Suit on Payment Bond for Oak Street due Feb 22 (14 days left). Reply STOP to opt out',
    },
    {
      deadline: "a bonded job's Notice of Nonpayment",
      fields: { role: 'sub_subcontractor', paymentBond: true },
      suffix: 'lien',
      today: '2026-05-20',
      subject: 'LienMinder: Notice of Nonpayment for Oak Street due Saturday, May 23, 2026 (3 days left)',
      sms: 'LienMinder: Notice of Nonpayment for Oak Street due May 23 (3 days left), legal last day May 26. Reply STOP to opt out',
    },
    {
      deadline: "a public job's Notice of Nonpayment",
      fields: { role: 'supplier_to_subcontractor', type: 'public' },
      suffix: 'lien',
      today: '2026-05-20',
      subject: 'LienMinder: Notice of Nonpayment for Oak Street due Saturday, May 23, 2026 (3 days left)',
      sms: 'LienMinder: Notice of Nonpayment for Oak Street due May 23 (3 days left), legal last day May 26. Reply STOP to opt out',
    },
    {
      deadline: "a private job's Claim of Lien once the role is chosen",
      fields: { role: 'laborer' },
      suffix: 'lien',
      today: '2026-05-20',
      subject: 'LienMinder: Record Claim of Lien for Oak Street due Saturday, May 23, 2026 (3 days left)',
      sms: 'LienMinder: Record Claim of Lien for Oak Street due May 23 (3 days left), legal last day May 26. Reply STOP to opt out',
    },
    {
      // No role on a bonded job: the owner's contractor records a lien, those under it serve the notice.
      deadline: "a bonded job's 90-day deadline with no role chosen",
      fields: { paymentBond: true },
      suffix: 'lien',
      today: '2026-05-20',
      subject:
        'LienMinder: Record Claim of Lien / Notice of Nonpayment for Oak Street due Saturday, May 23, 2026 (3 days left)',
      sms: 'LienMinder: Claim of Lien / Notice of Nonpayment for Oak Street due May 23 (3 days left), legal last day May 26. Reply STOP to opt out',
    },
  ] as const;

  it.each(CASES)('$deadline: the email subject and the SMS', ({ fields, suffix, today, subject, sms }) => {
    const oakStreet = project(fields);
    const input = {
      project: oakStreet,
      deadline: deadlineOf(oakStreet, suffix),
      today,
      dashboardUrl: DASHBOARD_URL,
    };
    expect(alertEmail(input, 'pm@coastal.example').subject).toBe(subject);
    expect(alertSms(input)).toBe(sms);
  });

  it("the affidavit's email counts to its last safe day and says why it moved back", () => {
    const { fields, today } = CASES[2];
    const oakStreet = project(fields);
    const { text } = alertEmail(
      { project: oakStreet, deadline: deadlineOf(oakStreet, 'fpa'), today, dashboardUrl: DASHBOARD_URL },
      'pm@coastal.example',
    );
    expect(text).toContain("Contractor's Final Payment Affidavit for Oak Street: 1 day left.");
    expect(text).toContain('Due date: Wednesday, November 25, 2026 (1 day left)');
    expect(text).toContain('Legal last day: Wednesday, November 25, 2026 (moved back from Saturday)');
    expect(text).toContain('Statute: Fla. Stat. s. 713.06(3)(d)');
  });

  it.each(CASES)(
    '$deadline: one GSM-7 segment whatever the project is called',
    ({ fields, suffix, today }) => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
          const named = project({ ...fields, name });
          const text = alertSms({
            project: named,
            deadline: deadlineOf(named, suffix),
            today,
            dashboardUrl: DASHBOARD_URL,
          });
          expect(text.length).toBeLessThanOrEqual(160);
          expect(text).toMatch(GSM7);
          expect(text.endsWith('Reply STOP to opt out')).toBe(true);
        }),
        { numRuns: 50 },
      );
    },
  );
});

it('escapes the five HTML-significant characters in user text', () => {
  expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
    '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
  );
});
