import { describe, expect, it } from 'vitest';
import { maskedProviderText, maskedRecipient } from './masked-recipient';

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

describe("a provider's words as logs and the alert history keep them", () => {
  it.each([
    [
      "Twilio refused the message (HTTP 400, code 21211): The 'To' number +13055550101 is not a valid phone number.",
      "Twilio refused the message (HTTP 400, code 21211): The 'To' number ***0101 is not a valid phone number.",
    ],
    [
      "Permission to send an SMS has not been enabled for the region indicated by the 'To' number: +44 7700 900123.",
      "Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ***0123.",
    ],
    [
      'Attempt to send to unsubscribed recipient (305) 555-0101',
      'Attempt to send to unsubscribed recipient ***0101',
    ],
    [
      'Email address is not verified. The following identities failed the check in region US-EAST-1: maria.lopez@coastal.example.com',
      'Email address is not verified. The following identities failed the check in region US-EAST-1: m***@coastal.example.com',
    ],
  ])('masks %s', (given, kept) => {
    expect(maskedProviderText(given)).toBe(kept);
  });

  it('leaves what names no one: codes, statuses, stack paths', () => {
    const stack =
      'Error: Maximum sending rate exceeded\n    at de_SendEmailCommandError (/app/node_modules/@aws-sdk/client-ses/dist-cjs/index.js:1234:56)';
    expect(maskedProviderText(stack)).toBe(stack);
    expect(maskedProviderText('Twilio refused the message (HTTP 429, code 20429): Too Many Requests')).toBe(
      'Twilio refused the message (HTTP 429, code 20429): Too Many Requests',
    );
  });
});
