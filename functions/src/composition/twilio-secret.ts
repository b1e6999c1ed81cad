/** The Twilio secret (twilio-secret.ts), for the functions whose manifest entry names `twilio`. */
import { type TwilioSecrets, twilioSecretsLoader } from '#src/twilio-secret';
import type { Part } from './scope';
import { secretSource } from './secret-source';

export const twilioSecrets: Part<() => Promise<TwilioSecrets>> = {
  build: (use) => twilioSecretsLoader(use(secretSource)),
};
