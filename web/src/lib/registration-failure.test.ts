import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { registrationFailureMessage } from './registration-failure';

describe("'Registration Failed' wording (docs/product.md section 8)", () => {
  it.each([
    [
      new ApiError(409, '{"message":"Email already registered"}', 'Conflict'),
      'An account with this email already exists. Please try logging in instead.',
    ],
    [
      new Error('An account with this email already exists'),
      'An account with this email already exists. Please try logging in instead.',
    ],
    [
      new ApiError(400, '{"message":"Validation failed"}', 'Bad Request'),
      'Please check your information and try again.',
    ],
    [
      new ApiError(429, '{"message":"Too many attempts, try again in a minute"}', ''),
      'Too many attempts, try again in a minute',
    ],
    [new Error('503: Service Unavailable'), 'Service Unavailable'],
    [new Error('Failed to fetch'), 'Failed to create account. Please try again.'],
    [new ApiError(500, '', ''), 'Failed to create account. Please try again.'],
  ])('%s -> %s', (error, expected) => {
    expect(registrationFailureMessage(error)).toBe(expected);
  });
});
