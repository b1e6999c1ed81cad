import type { ProviderSetup } from '#src/services/diagnostics/provider-status';

/** The local runtime's provider settings: the environment's variables, and the outbox without them. */
export const LOCAL_PROVIDER_SETUP: ProviderSetup = {
  twilioCredentials:
    'Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER (or TWILIO_MESSAGING_SERVICE_SID, to send from its sender pool) before npm start; without them texts go to the local outbox.',
  emailWithoutSes: 'outbox',
};
