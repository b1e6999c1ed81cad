import { describe, expect, it } from 'vitest';
import { maskedRecipient } from './masked-recipient';

describe('a recipient as the logs show it', () => {
  it('keeps the first letter and the domain of an email address', () => {
    expect(maskedRecipient({ channel: 'email', to: 'maria.lopez@coastal.example.com' })).toBe(
      'm***@coastal.example.com',
    );
  });

  it('keeps the last four digits of a phone number', () => {
    expect(maskedRecipient({ channel: 'sms', to: '+13055550101' })).toBe('***0101');
  });

  it('shows nothing of an address it cannot take apart', () => {
    expect(maskedRecipient({ channel: 'email', to: 'not-an-address' })).toBe('***');
    expect(maskedRecipient({ channel: 'email', to: '@example.com' })).toBe('***');
  });
});
