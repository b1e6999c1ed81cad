import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import {
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  resetTokenSchema,
} from './auth';
import { joinTeamFormSchema } from './team';

function issues(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const registration = {
  email: 'ana@coastal.example',
  password: 'Roofing2026',
  firstName: 'Ana',
  lastName: 'Reyes',
  phone: '(305) 555-0142',
  acceptedDisclaimer: true,
};
const registrationForm = { ...registration, confirmPassword: 'Roofing2026', smsOptIn: true };

describe('loginSchema', () => {
  it('asks for a valid email and a password', () => {
    expect(issues(loginSchema, {})).toEqual([
      `email: ${MESSAGES.invalidEmail}`,
      `password: ${MESSAGES.passwordRequired}`,
    ]);
    expect(issues(loginSchema, { email: 'ana@', password: '' })).toEqual([
      `email: ${MESSAGES.invalidEmail}`,
      `password: ${MESSAGES.passwordRequired}`,
    ]);
  });

  it('trims the email', () => {
    expect(loginSchema.parse({ email: ' ana@coastal.example ', password: 'x' }).email).toBe(
      'ana@coastal.example',
    );
  });
});

describe('registerRequestSchema (what the API receives)', () => {
  it('accepts a complete registration', () => {
    expect(issues(registerRequestSchema, registration)).toEqual([]);
  });

  it.each([
    ['Short1', MESSAGES.passwordMinLength],
    ['roofing2026', MESSAGES.passwordUppercase],
    ['ROOFING2026', MESSAGES.passwordLowercase],
    ['RoofingTile', MESSAGES.passwordNumber],
  ])('rejects the password %s: "%s"', (password, message) => {
    expect(issues(registerRequestSchema, { ...registration, password })).toEqual([`password: ${message}`]);
  });

  it('needs names, the formatted phone and the disclaimer', () => {
    expect(
      issues(registerRequestSchema, {
        ...registration,
        firstName: ' ',
        lastName: '',
        phone: '3055550142',
        acceptedDisclaimer: false,
      }),
    ).toEqual([
      `firstName: ${MESSAGES.firstNameRequired}`,
      `lastName: ${MESSAGES.lastNameRequired}`,
      `phone: ${MESSAGES.phoneFormat}`,
      `acceptedDisclaimer: ${MESSAGES.disclaimerRequired}`,
    ]);
  });

  it('says the phone format once for a partial number', () => {
    expect(issues(registerRequestSchema, { ...registration, phone: '(305) 555' })).toEqual([
      `phone: ${MESSAGES.phoneFormat}`,
    ]);
  });
});

describe('registerFormSchema (the browser form)', () => {
  it('accepts a complete form', () => {
    expect(issues(registerFormSchema, registrationForm)).toEqual([]);
  });

  it('needs matching passwords and the SMS consent box', () => {
    expect(issues(registerFormSchema, { ...registrationForm, confirmPassword: 'Roofing2025' })).toEqual([
      `confirmPassword: ${MESSAGES.passwordsDontMatch}`,
    ]);
    expect(issues(registerFormSchema, { ...registrationForm, smsOptIn: false })).toEqual([
      `smsOptIn: ${MESSAGES.smsOptInRequired}`,
    ]);
  });
});

describe('password reset', () => {
  it('asks for an email to send the link to', () => {
    expect(issues(forgotPasswordSchema, { email: 'nope' })).toEqual([`email: ${MESSAGES.invalidEmail}`]);
    expect(issues(forgotPasswordSchema, { email: 'ana@coastal.example' })).toEqual([]);
  });

  it('needs the token from the email link', () => {
    expect(issues(resetTokenSchema, {})).toEqual([`token: ${MESSAGES.tokenRequired}`]);
    expect(issues(resetTokenSchema, { token: '' })).toEqual([`token: ${MESSAGES.tokenRequired}`]);
  });

  it("holds a new password to the registration rule, not the spec's 6 characters", () => {
    expect(issues(resetPasswordRequestSchema, { token: 't0k3n', newPassword: 'abcdef' })).toEqual([
      `newPassword: ${MESSAGES.passwordMinLength}`,
      `newPassword: ${MESSAGES.passwordUppercase}`,
      `newPassword: ${MESSAGES.passwordNumber}`,
    ]);
    expect(issues(resetPasswordRequestSchema, { token: 't0k3n', newPassword: 'Roofing2027' })).toEqual([]);
  });

  it('needs the confirmation to match on the form', () => {
    expect(
      issues(resetPasswordFormSchema, { newPassword: 'Roofing2027', confirmPassword: 'Roofing2028' }),
    ).toEqual([`confirmPassword: ${MESSAGES.passwordsDontMatch}`]);
    expect(
      issues(resetPasswordFormSchema, { newPassword: 'Roofing2027', confirmPassword: 'Roofing2027' }),
    ).toEqual([]);
  });
});

describe('joinTeamFormSchema (the invitation page)', () => {
  const join = {
    firstName: 'Luis',
    lastName: 'Ortega',
    password: 'Roofing2027',
    confirmPassword: 'Roofing2027',
  };

  it("needs the password typed twice alike, as registration's form does", () => {
    expect(issues(joinTeamFormSchema, join)).toEqual([]);
    expect(issues(joinTeamFormSchema, { ...join, confirmPassword: 'Roofing2028' })).toEqual([
      `confirmPassword: ${MESSAGES.passwordsDontMatch}`,
    ]);
  });
});
