import { expect, it } from 'vitest';
import { sessionSecretLoader } from '#src/session-secret';
import { twilioSecretsLoader } from '#src/twilio-secret';
import { environmentSecrets } from './environment-secrets';

it('reads the session secret alone, refusing one shorter than the whole secret’s schema allows', async () => {
  expect(await sessionSecretLoader(environmentSecrets({ SESSION_SECRET: 's'.repeat(40) }))()).toBe(
    's'.repeat(40),
  );
  await expect(sessionSecretLoader(environmentSecrets({ SESSION_SECRET: 'short' }))()).rejects.toThrow(
    'Invalid session secret from the environment: sessionSecret: must be at least 32 characters',
  );
});

it('reads the Twilio Messaging Service from TWILIO_MESSAGING_SERVICE_SID beside the from-number', async () => {
  const secrets = environmentSecrets({
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'local-auth-token',
    TWILIO_FROM_NUMBER: '+13055550000',
    TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
  });
  expect(await twilioSecretsLoader(secrets)()).toMatchObject({
    twilioFromNumber: '+13055550000',
    twilioMessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
  });
});

it('reads the variables when a secret is read, not when the source is made', async () => {
  const env: Record<string, string | undefined> = {};
  const loadSession = sessionSecretLoader(environmentSecrets(env));
  env.SESSION_SECRET = 'a-local-session-secret-of-32-characters!';
  expect(await loadSession()).toBe(env.SESSION_SECRET);
});
