import { describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config';
import { emailConfigStatus, emailConnectionTest, IN_AWS, twilioWebhookStatus } from './provider-status';

const aws = (extra: Record<string, string> = {}) =>
  parseConfig({ RUNTIME: 'aws', STAGE: 'prod', PUBLIC_URL: 'https://app.lienminder.example', ...extra });

describe('the Twilio webhook status', () => {
  it('flags a configured account and shows only public values: never the auth token, the SID masked', () => {
    const secrets = {
      adminPassword: 'Ledger-Harbor-Tulip-58',
      twilioAccountSid: 'AC00000000000000000000000000001234',
      twilioAuthToken: 'fake-auth-token-value',
      twilioFromNumber: '+13055550100',
    };
    const status = twilioWebhookStatus(aws(), secrets, IN_AWS);
    expect(status).toMatchObject({
      configured: true,
      accountSid: '••••1234',
      phoneNumber: '+13055550100',
      webhookUrls: {
        smsReply: 'https://app.lienminder.example/sms/incoming',
        smsStatus: 'https://app.lienminder.example/sms/status',
        voice: null,
      },
    });
    const answer = JSON.stringify(status);
    for (const secret of [secrets.twilioAuthToken, secrets.twilioAccountSid, secrets.adminPassword]) {
      expect(answer).not.toContain(secret);
    }
  });

  it('says not configured while any of the three settings is missing', () => {
    expect(twilioWebhookStatus(aws(), { twilioAccountSid: 'AC1' }, IN_AWS).configured).toBe(false);
  });
});

describe('the email status', () => {
  it('in AWS is configured once the SES sender is set, and not before', () => {
    const configured = emailConfigStatus(aws({ SES_FROM_ADDRESS: 'alerts@lienminder.example' }), IN_AWS);
    expect(configured).toEqual({
      configured: true,
      host: true,
      port: true,
      user: true,
      pass: true,
      details: { provider: 'Amazon SES', fromAddress: 'alerts@lienminder.example' },
    });
    expect(emailConnectionTest(aws(), IN_AWS)).toMatchObject({
      success: false,
      error: 'No email sender is configured: set SES_FROM_ADDRESS.',
    });
  });
});
