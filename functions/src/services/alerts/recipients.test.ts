import { PLANS, type Project, projectFieldsSchema } from '@lienminder/shared';
import { expect, it } from 'vitest';
import { alertEmailRecipients, alertPhoneRecipients } from './recipients';

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
