/**
 * What the configuration pages show (docs/product.md section 3): whether email and SMS can go out, and the
 * public URLs to give Twilio. Flags and public values only: no credential, not even in part, except
 * the account SID's last 4 characters, which identify the account to its owner and open nothing.
 */
import type { EmailConfigStatus, EmailConnectionTest, TwilioWebhookStatus } from '@lienminder/shared';
import type { AppConfig } from '#src/config';
import { SMS_STATUS_PATH } from '#src/services/deliverability/sms-status-path';
import type { TwilioSecrets } from '#src/twilio-secret';

/** Where Twilio posts replies (STOP, START, HELP): the SMS webhook's public URL. */
export const SMS_REPLY_PATH = '/sms/incoming';

/**
 * What the runtime says of its providers' settings: where the Twilio credentials go, and where email
 * goes while no SES sender is set. Lambda's is `IN_AWS`; the local runtime hands over its own
 * (functions/local/composition/local-provider-setup.ts).
 */
export interface ProviderSetup {
  /** The setup instructions' step that says where the Twilio credentials are set. */
  twilioCredentials: string;
  emailWithoutSes: 'outbox' | null;
}

export const IN_AWS: ProviderSetup = {
  twilioCredentials:
    'Put twilioAccountSid, twilioAuthToken and twilioFromNumber (or twilioMessagingServiceSid, to send from its sender pool) in the Twilio secret (infra/README.md).',
  emailWithoutSes: null,
};

export function twilioWebhookStatus(
  config: AppConfig,
  secrets: TwilioSecrets,
  setup: ProviderSetup,
): TwilioWebhookStatus {
  const { twilioAccountSid: sid, twilioAuthToken, twilioFromNumber, twilioMessagingServiceSid } = secrets;
  const smsReply = new URL(SMS_REPLY_PATH, config.publicUrl).href;
  const smsStatus = new URL(SMS_STATUS_PATH, config.publicUrl).href;
  return {
    configured: Boolean(sid && twilioAuthToken && (twilioMessagingServiceSid || twilioFromNumber)),
    accountSid: sid ? `••••${sid.slice(-4)}` : null,
    phoneNumber: twilioFromNumber ?? null,
    webhookUrls: { smsReply, smsStatus, voice: null },
    setupInstructions: [
      'In the Twilio Console, open Phone Numbers > Manage > Active numbers and choose the number LienMinder sends from.',
      `Under Messaging, set "A message comes in" to Webhook, HTTP POST, ${smsReply}`,
      `LienMinder names its status callback, ${smsStatus}, on every text it sends: leave the number's own status callback and voice URL empty.`,
      setup.twilioCredentials,
    ],
  };
}

/** How email leaves: SES from the configured sender, or without one what the runtime has (the local outbox). */
function emailRoute(
  config: AppConfig,
  setup: ProviderSetup,
): { provider: 'ses' | 'outbox' | null; from: string | null } {
  const from = config.environment.SES_FROM_ADDRESS ?? null;
  if (from) return { provider: 'ses', from };
  return { provider: setup.emailWithoutSes, from: null };
}

export function emailConfigStatus(config: AppConfig, setup: ProviderSetup): EmailConfigStatus {
  const { provider, from } = emailRoute(config, setup);
  const ses = provider === 'ses';
  return {
    configured: provider !== null,
    host: ses,
    port: ses,
    user: ses,
    // SES takes the Lambda role's (or locally the environment's) AWS credentials: no password is kept.
    pass: ses,
    details: {
      provider:
        provider === 'ses'
          ? 'Amazon SES'
          : provider === 'outbox'
            ? 'Local outbox (GET /api/dev/outbox)'
            : 'None',
      ...(from ? { fromAddress: from } : {}),
    },
  };
}

/**
 * This function holds the table (it checks the session), so it holds no provider
 * (docs/decisions/007): it checks that a way out is configured. The round trip is the test email.
 */
export function emailConnectionTest(config: AppConfig, setup: ProviderSetup): EmailConnectionTest {
  const status = emailConfigStatus(config, setup);
  return {
    success: status.configured,
    details: { ...status.details, checked: 'configuration; send a test email to check delivery' },
    error: status.configured ? null : 'No email sender is configured: set SES_FROM_ADDRESS.',
  };
}
