/** The Twilio secret (twilio-secret.ts), for the functions whose manifest entry names `twilio`. */
import { type TwilioSecrets, twilioSecretsLoader } from '#src/twilio-secret';
import { config } from './runtime';
import type { Part } from './scope';

export const twilioSecrets: Part<() => Promise<TwilioSecrets>> = {
  build: (use) => twilioSecretsLoader(use(config)),
};
