import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { SMS_MAX_LENGTH } from '../sms-length';
import { smsOptInFormSchema, smsOptInRequestSchema, smsTestSchema } from './sms';

function issues(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('smsOptInFormSchema (public opt-in page)', () => {
  it('needs a phone number and the consent box', () => {
    expect(issues(smsOptInFormSchema, { phone: '  ', consent: false })).toEqual([
      `phone: ${MESSAGES.phoneNumberRequired}`,
      `consent: ${MESSAGES.consentRequired}`,
    ]);
  });

  it('keeps the name optional and trimmed', () => {
    expect(smsOptInFormSchema.parse({ phone: '(305) 555-0142', consent: true })).toEqual({
      name: '',
      phone: '(305) 555-0142',
      consent: true,
    });
    expect(smsOptInFormSchema.parse({ name: ' Ana ', phone: '3055550142', consent: true }).name).toBe('Ana');
  });
});

describe('smsOptInRequestSchema (POST /sms/opt-in)', () => {
  const proof = '1:16:2611231507:+13055550142::abcdefgh:1';

  it('turns a US number into E.164', () => {
    expect(smsOptInRequestSchema.parse({ phone: '(305) 555-0142', sms_opt_in: true, proof }).phone).toBe(
      '+13055550142',
    );
    expect(smsOptInRequestSchema.parse({ phone: '+1 305 555 0142', sms_opt_in: true, proof }).phone).toBe(
      '+13055550142',
    );
  });

  it('needs a phone, consent and a proof of work (checked by the server)', () => {
    expect(issues(smsOptInRequestSchema, { phone: '', sms_opt_in: false })).toEqual([
      `phone: ${MESSAGES.phoneNumberRequired}`,
      `sms_opt_in: ${MESSAGES.consentRequired}`,
      `proof: ${MESSAGES.optInProofRejected}`,
    ]);
  });
});

describe('smsTestSchema', () => {
  it('needs a phone and at most 160 characters', () => {
    expect(SMS_MAX_LENGTH).toBe(160);
    expect(issues(smsTestSchema, { phone: '', message: 'x'.repeat(161) })).toEqual([
      `phone: ${MESSAGES.phoneRequired}`,
      `message: ${MESSAGES.smsTooLong}`,
    ]);
    expect(issues(smsTestSchema, { phone: '+13055550142', message: 'x'.repeat(160) })).toEqual([]);
    expect(issues(smsTestSchema, { phone: '+13055550142', message: '  ' })).toEqual([
      `message: ${MESSAGES.smsMessageRequired}`,
    ]);
  });
});
