import { PLANS, type Project, projectFieldsSchema } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { alertEmailRecipients, alertPhoneRecipients, chooseRecipients } from './recipients';

const ACCOUNT = { email: 'owner@example.com', phone: '3055550199' };

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
  expect(alertPhoneRecipients(subject, PLANS.gold, ACCOUNT)).toEqual(['+13055550101', '+13055550103']);
  expect(alertPhoneRecipients(subject, PLANS.silver, ACCOUNT)).toEqual(['+13055550101']);
  expect(alertPhoneRecipients(subject, PLANS.free, ACCOUNT)).toEqual([]);
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
  expect(chooseRecipients(subject, PLANS.silver, ACCOUNT, (phone) => statuses[phone] ?? null, [])).toEqual({
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
    chooseRecipients(subject, PLANS.silver, ACCOUNT, () => 'opted_in', [
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

describe('one switch for texts', () => {
  const phones = {
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
  } satisfies Partial<Project>;

  it('a consented phone gets texts with nothing more ticked: SMS alerts are on by default', () => {
    const subject = project(phones);
    expect(subject.smsAlerts).toBe(true);
    expect(chooseRecipients(subject, PLANS.silver, ACCOUNT, () => 'opted_in', []).phones).toEqual([
      '+13055550101',
      '+13055550102',
    ]);
  });

  it('texts turned off for the project: every phone it lists is skipped as texts_off, the emails still go', () => {
    const subject = project({ ...phones, smsAlerts: false, textAccountPhone: true });
    expect(chooseRecipients(subject, PLANS.gold, ACCOUNT, () => 'opted_in', [])).toEqual({
      emails: ['owner@example.com'],
      emailsSkipped: [],
      phones: [],
      phonesSkipped: [
        { to: '+13055550199', reason: 'texts_off' },
        { to: '+13055550101', reason: 'texts_off' },
        { to: '+13055550102', reason: 'texts_off' },
      ],
    });
  });

  it('the registered phone, when chosen, is texted beside the alert phones and outside their slots', () => {
    const subject = project({ ...phones, textAccountPhone: true });
    expect(alertPhoneRecipients(subject, PLANS.silver, ACCOUNT)).toEqual([
      '+13055550199',
      '+13055550101',
      '+13055550102',
    ]);
    // Not chosen, or no phone on the account: not texted.
    expect(alertPhoneRecipients(project(phones), PLANS.silver, ACCOUNT)).not.toContain('+13055550199');
    expect(alertPhoneRecipients(subject, PLANS.silver, { ...ACCOUNT, phone: '' })).toHaveLength(2);
    // The same number in a slot and as the registered phone: one text.
    const twice = project({ alertPhone: '3055550199', alertPhoneConsent: true, textAccountPhone: true });
    expect(alertPhoneRecipients(twice, PLANS.silver, ACCOUNT)).toEqual(['+13055550199']);
  });

  it('a listed phone with no opt-in on record is skipped as no_consent, a STOPped one as opted_out', () => {
    const subject = project({ ...phones, textAccountPhone: true });
    const statuses: Record<string, 'opted_in' | 'opted_out'> = { '+13055550102': 'opted_out' };
    expect(
      chooseRecipients(subject, PLANS.silver, ACCOUNT, (phone) => statuses[phone] ?? null, []).phonesSkipped,
    ).toEqual([
      { to: '+13055550199', reason: 'no_consent' },
      { to: '+13055550101', reason: 'no_consent' },
      { to: '+13055550102', reason: 'opted_out' },
    ]);
  });

  it('on a plan without texts every listed phone is not_in_plan, whatever the switch says', () => {
    const subject = project({ ...phones, textAccountPhone: true });
    expect(
      chooseRecipients(subject, PLANS.free, ACCOUNT, () => 'opted_in', []).phonesSkipped.map(
        (skip) => skip.reason,
      ),
    ).toEqual(['not_in_plan', 'not_in_plan', 'not_in_plan']);
  });
});
