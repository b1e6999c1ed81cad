/**
 * The providers deliver-alert and deliver-messages send through (docs/decisions/007):
 *   - email: SES from SES_FROM_ADDRESS — always in AWS, and locally too when that setting (and AWS
 *     credentials) are given; the local outbox otherwise;
 *   - texts: Twilio when its account SID, auth token and a sender (a Messaging Service SID, else a
 *     from-number) are in the Twilio secret (TWILIO_* variables locally); the local outbox otherwise;
 *   - the numbers' opt-in states, which every text reads right before it goes (send-message.ts):
 *     the `PHONE#` items alone, over the plain DynamoDB client (store/phone-status-item.ts).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { boundedSesClient, sesMailer } from '#src/adapters/aws/ses-mailer';
import { twilioSender, twilioTexter } from '#src/adapters/aws/twilio-texter';
import { ConfigurationError, requiredSetting } from '#src/config';
import type { Mailer } from '#src/ports/mailer';
import type { PhoneStatuses } from '#src/ports/phone-status';
import type { Texter } from '#src/ports/texter';
import { oncePerColdStart } from '#src/secrets-extension';
import { SMS_STATUS_PATH } from '#src/services/deliverability/sms-status-path';
import { plainPhoneStatuses } from '#src/store/phone-status-item';
import { createTableClient } from '#src/store/table-client';
import { config } from './runtime';
import type { Part } from './scope';
import { twilioSecrets } from './twilio-secret';

/**
 * Where messages go when no provider is configured: in AWS nowhere. The local runtime's outbox, as
 * a mailer and a texter, lives in the table, which this function must not hold, so nothing here
 * builds it: the app hands it over (functions/local/app.ts).
 */
export const outboxProviders: Part<{ mailer: Mailer; texter: Texter } | null> = { build: () => null };

export const mailer: Part<Mailer> = {
  build: (use) => {
    const settings = use(config);
    const outbox = settings.environment.SES_FROM_ADDRESS ? null : use(outboxProviders);
    if (outbox) return outbox.mailer;
    const configurationSetName = settings.environment.SES_CONFIGURATION_SET;
    return sesMailer(boundedSesClient(), {
      fromAddress: requiredSetting(settings, 'SES_FROM_ADDRESS'),
      ...(configurationSetName ? { configurationSetName } : {}),
    });
  },
};

/** Chosen on the first text: the credentials are in the Twilio secret, read only when needed. */
export const texter: Part<Texter> = {
  build: (use) => {
    const secrets = use(twilioSecrets);
    async function choose(): Promise<Texter> {
      const settings = await secrets();
      const { twilioAccountSid, twilioAuthToken } = settings;
      const sender = twilioSender(settings);
      if (twilioAccountSid && twilioAuthToken && sender) {
        return twilioTexter({
          accountSid: twilioAccountSid,
          authToken: twilioAuthToken,
          sender,
          statusCallback: new URL(SMS_STATUS_PATH, use(config).publicUrl).href,
        });
      }
      const outbox = use(outboxProviders);
      if (outbox) return outbox.texter;
      throw new ConfigurationError(
        'Twilio is not configured: twilioAccountSid, twilioAuthToken and twilioMessagingServiceSid or twilioFromNumber',
      );
    }
    const chosen = oncePerColdStart(choose);
    return { send: async (sms) => (await chosen()).send(sms) };
  },
};

/** The plain DynamoDB client of the functions that send (store/delivery-records.ts says why plain). */
export const deliveryTableClient: Part<DynamoDBClient> = { build: (use) => createTableClient(use(config)) };

/** The opt-in states every text is checked against as it is sent (strongly consistent reads). */
export const sendingPhoneStatuses: Part<PhoneStatuses> = {
  build: (use) => plainPhoneStatuses(use(deliveryTableClient), use(config).tableName),
};
