/**
 * Sending one alert (services/alerts/send-alert.ts) and the providers it sends through:
 *   - email: SES from SES_FROM_ADDRESS — always in AWS, and locally too when that setting (and AWS
 *     credentials) are given; the local outbox otherwise;
 *   - texts: Twilio when its account SID, auth token and from-number are in the app secret
 *     (TWILIO_* variables locally); the local outbox otherwise.
 */

import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '#ports/mailer';
import type { AlertPayload } from '#ports/scheduler';
import type { Texter } from '#ports/texter';
import { sesMailer } from '../adapters/aws/ses-mailer';
import { twilioTexter } from '../adapters/aws/twilio-texter';
import { outboxMailer } from '../adapters/local/outbox-mailer';
import { outboxTexter } from '../adapters/local/outbox-texter';
import { ConfigurationError, requiredSetting } from '../config';
import { type SendAlertOutcome, sendAlert } from '../services/alerts/send-alert';
import { alertRecords, deliveryClaims } from './alert-records';
import { phoneStatuses } from './consent';
import { localAlerts } from './local-alerts';
import { operatorNotices } from './operator-notices';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { appSecrets } from './secrets';
import { projects, users } from './stores';
export const mailer: Part<Mailer> = {
  build: (use) => {
    const local = use(localAlerts);
    const settings = use(config);
    if (local && !settings.environment.SES_FROM_ADDRESS) return outboxMailer(local.outbox, use(clock));
    return sesMailer(new SESv2Client({}), requiredSetting(settings, 'SES_FROM_ADDRESS'));
  },
};

/** Chosen on the first text: the credentials are in the app secret, read only when needed. */
export const texter: Part<Texter> = {
  build: (use) => {
    const secrets = use(appSecrets);
    const local = use(localAlerts);
    const time = use(clock);
    let chosen: Promise<Texter> | undefined;
    async function choose(): Promise<Texter> {
      const { twilioAccountSid, twilioAuthToken, twilioFromNumber } = await secrets();
      if (twilioAccountSid && twilioAuthToken && twilioFromNumber) {
        return twilioTexter({
          accountSid: twilioAccountSid,
          authToken: twilioAuthToken,
          fromNumber: twilioFromNumber,
        });
      }
      if (local) return outboxTexter(local.outbox, time);
      throw new ConfigurationError(
        'Twilio is not configured: twilioAccountSid, twilioAuthToken and twilioFromNumber',
      );
    }
    return {
      async send(sms) {
        chosen ??= choose().catch((error: unknown) => {
          chosen = undefined;
          throw error;
        });
        return (await chosen).send(sms);
      },
    };
  },
};

export const alertSending: Part<(payload: AlertPayload) => Promise<SendAlertOutcome>> = {
  build: (use) => {
    const { publicUrl } = use(config);
    const dependencies = {
      clock: use(clock),
      alerts: use(alertRecords),
      claims: use(deliveryClaims),
      projects: use(projects),
      users: use(users),
      phones: use(phoneStatuses),
      mailer: use(mailer),
      texter: use(texter),
      notices: use(operatorNotices),
      dashboardUrl: new URL('/', publicUrl).href,
    };
    return (payload) => sendAlert(dependencies, payload);
  },
};
