import { PLANS, type Project, projectFieldsSchema } from '@lienminder/shared';
import { expect, it } from 'vitest';
import { alertEmailRecipients, alertPhoneRecipients, chooseRecipients } from './recipients';

const project = (fields: Partial<Project>): Project => ({
  ...projectFieldsSchema.parse({
    name: 'Oak Street',
    address: '12 Oak St',
    generalContractor: 'GC',
    propertyOwner: 'Owner',
    firstFurnishingDate: '2026-01-07',
  }),
  id: 'p',
  createdAt: '',
  updatedAt: '',
  ...fields,
});

it('sends each address once, however it is capitalised, and blank alert email 1 means the account email', () => {
  const subject = project({ alertEmail: '', alertEmail2: 'PM@Example.com', alertEmail3: 'pm@example.com' });
  expect(alertEmailRecipients(subject, PLANS.gold, 'owner@example.com')).toEqual([
    'owner@example.com',
    'PM@Example.com',
  ]);
});

it('texts only consented phones within the plan, in E.164', () => {
  const subject = project({
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: false,
    alertPhone3: '3055550103',
    alertPhone3Consent: true,
  });
  expect(alertPhoneRecipients(subject, PLANS.gold)).toEqual(['+13055550101', '+13055550103']);
  expect(alertPhoneRecipients(subject, PLANS.silver)).toEqual(['+13055550101']);
  expect(alertPhoneRecipients(subject, PLANS.free)).toEqual([]);
});

it('chooses per alert: emails, phones with a current opt-in, and why each other ticked phone gets nothing', () => {
  const subject = project({
    smsAlerts: true,
    alertEmail: '',
    alertEmail2: 'pm@example.com',
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
    alertPhone3: '3055550103',
    alertPhone3Consent: true,
  });
  const statuses: Record<string, 'opted_in' | 'opted_out'> = {
    '+13055550101': 'opted_in',
    '+13055550102': 'opted_out',
  };
  expect(
    chooseRecipients(subject, PLANS.silver, 'owner@example.com', (phone) => statuses[phone] ?? null, []),
  ).toEqual({
    emails: ['owner@example.com', 'pm@example.com'],
    emailsSkipped: [],
    phones: ['+13055550101'],
    phonesSkipped: [
      { to: '+13055550102', reason: 'opted_out' },
      { to: '+13055550103', reason: 'not_in_plan' },
    ],
  });
});

it('an address or number on the suppression list gets nothing and is skipped as suppressed', () => {
  const subject = project({
    emailAlerts: true,
    smsAlerts: true,
    alertEmail: '',
    alertEmail2: 'PM@example.com',
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
  });
  const at = '2026-03-01T14:00:00.000Z';
  expect(
    chooseRecipients(subject, PLANS.silver, 'owner@example.com', () => 'opted_in', [
      // Compared case-insensitively: the provider reports the address as it was sent.
      { channel: 'email', address: 'pm@example.com', reason: 'bounced', at },
      { channel: 'sms', address: '+13055550102', reason: 'failing', at },
      // A number's suppression does not stop an address, nor the other way round.
      { channel: 'sms', address: 'owner@example.com', reason: 'failing', at },
    ]),
  ).toEqual({
    emails: ['owner@example.com'],
    emailsSkipped: [{ to: 'PM@example.com', reason: 'suppressed' }],
    phones: ['+13055550101'],
    phonesSkipped: [{ to: '+13055550102', reason: 'suppressed' }],
  });
});
