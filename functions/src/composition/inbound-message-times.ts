/** The incoming-text webhook's source of when each text reached Twilio (services/sms/inbound-sms.ts). */

import { twilioMessageTimes } from '#src/adapters/aws/twilio-message-times';
import type { InboundMessageTimes } from '#src/ports/inbound-message-times';
import type { Part } from './scope';
import { twilioSecrets } from './twilio-secret';

/** When inbound texts reached Twilio, when its credentials are in the Twilio secret; otherwise nobody says. */
export const inboundMessageTimes: Part<InboundMessageTimes> = {
  build: (use) => {
    const secrets = use(twilioSecrets);
    return {
      async receivedAt(messageSid) {
        const { twilioAccountSid: accountSid, twilioAuthToken: authToken } = await secrets();
        if (!accountSid || !authToken) return null;
        return twilioMessageTimes({ accountSid, authToken }).receivedAt(messageSid);
      },
    };
  },
};
