/**
 * Every request that gives LienMinder a number to text refuses one it may not text (phone.ts
 * isTextableUsNumber): the public opt-in, registration's account phone, the project's alert phones
 * and both SMS test pages. The contractor's phone is only a contact and stays any 10 digits.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { registerRequestSchema } from './auth';
import { smsConfigTestFormSchema } from './diagnostics';
import { projectFieldsSchema } from './project';
import { smsOptInRequestSchema, smsTestSchema } from './sms';

function issues(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const usOnly = (path: string) => `${path}: ${MESSAGES.usPhoneOnly}`;

describe('numbers LienMinder may text', () => {
  const proof = '1:16:2611231507:+13055550142::abcdefgh:1';
  const optIn = (phone: string) => issues(smsOptInRequestSchema, { phone, sms_opt_in: true, proof });

  it('the opt-in takes a US number and refuses any other country, premium and toll-free numbers', () => {
    expect(optIn('+13055550142')).toEqual([]);
    expect(optIn('3055550142')).toEqual([]);
    for (const phone of [
      '+447700900123',
      '+18765550123',
      '+14165550123',
      '9005550123',
      '+18005550123',
      '+112345678',
    ]) {
      expect(optIn(phone), phone).toEqual([usOnly('phone')]);
    }
    // A short code is not even E.164.
    expect(optIn('24273')).toEqual([`phone: ${MESSAGES.phoneNumberRequired}`]);
  });

  it("registration's account phone is a US number", () => {
    const account = {
      email: 'maria@example.com',
      password: 'Lien-Minder-2026',
      firstName: 'Maria',
      lastName: 'Lopez',
      acceptedDisclaimer: true,
    };
    expect(issues(registerRequestSchema, { ...account, phone: '(305) 555-0142' })).toEqual([]);
    expect(issues(registerRequestSchema, { ...account, phone: '(900) 555-0142' })).toEqual([usOnly('phone')]);
    expect(issues(registerRequestSchema, { ...account, phone: '(416) 555-0142' })).toEqual([usOnly('phone')]);
    expect(issues(registerRequestSchema, { ...account, phone: '305-555' })).toEqual([
      `phone: ${MESSAGES.phoneFormat}`,
    ]);
  });

  it("a project's alert phones are US numbers; the contractor's phone is only a contact", () => {
    const project = {
      name: 'Brickell Tower',
      address: '1 Brickell Ave, Miami, FL',
      generalContractor: 'Coastal Builders',
      propertyOwner: 'Brickell LLC',
      firstFurnishingDate: '2026-02-01',
    };
    expect(issues(projectFieldsSchema, { ...project, alertPhone: '3055550142' })).toEqual([]);
    expect(
      issues(projectFieldsSchema, { ...project, alertPhone2: '(876) 555-0123', alertPhone5: '8005550123' }),
    ).toEqual([usOnly('alertPhone2'), usOnly('alertPhone5')]);
    expect(issues(projectFieldsSchema, { ...project, contractorPhone: '8765550123' })).toEqual([]);
  });

  it('the SMS test pages text US numbers only', () => {
    expect(issues(smsTestSchema, { phone: '+13055550142', message: 'Hello' })).toEqual([]);
    expect(issues(smsTestSchema, { phone: '+447700900123', message: 'Hello' })).toEqual([usOnly('phone')]);
    expect(issues(smsConfigTestFormSchema, { phone: '+447700900123', message: 'Hello' })).toEqual([
      usOnly('phone'),
    ]);
  });
});
