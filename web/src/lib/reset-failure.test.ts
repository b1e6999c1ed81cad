import { MESSAGES } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { resetFailureMessage } from './reset-failure';

const failure = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message, errors: [] }), 'Bad Request');

describe("the 'Reset Failed' description", () => {
  it('asks for a new link when the server says the token is invalid or expired', () => {
    expect(resetFailureMessage(failure(400, 'Invalid or expired reset token'))).toBe(
      'This reset link has expired or is invalid. Please request a new password reset.',
    );
  });

  it('shows a refused password as received', () => {
    expect(resetFailureMessage(failure(400, MESSAGES.passwordMinLength))).toBe(MESSAGES.passwordMinLength);
    expect(resetFailureMessage(failure(400, MESSAGES.passwordUppercase))).toBe(MESSAGES.passwordUppercase);
  });

  it('says the default for anything else', () => {
    expect(resetFailureMessage(failure(500, 'Something went wrong. Please try again.'))).toBe(
      'Failed to reset password. Please try again.',
    );
    expect(resetFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to reset password. Please try again.',
    );
  });
});
