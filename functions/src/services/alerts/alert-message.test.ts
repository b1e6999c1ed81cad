import { computeDeadlines, type Project, projectFieldsSchema } from '@lienminder/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertSms, escapeHtml, toGsm7 } from './alert-message';

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

function lienSms(name: string, today = '2026-05-16'): string {
  const subject = project({ name });
  const lien = computeDeadlines({ ...subject, projectId: subject.id }).deadlines.find(
    (deadline) => deadline.type === 'record_lien',
  );
  if (!lien) throw new Error('no lien deadline');
  return alertSms({
    project: subject,
    deadline: lien,
    today,
    dashboardUrl: 'https://lienminder.example.com/',
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

it('escapes the five HTML-significant characters in user text', () => {
  expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe(
    '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co',
  );
});
