/**
 * The Twilio secret, with the consent log's admin credentials: in AWS a Secrets Manager JSON
 * secret read through the secrets extension (secrets-extension.ts) once per cold start, only by
 * the functions granted it (routes.ts `access.secrets`), on first use (locally the TWILIO_* and
 * ADMIN_* variables: functions/local/environment-secrets.ts).
 */
import * as z from 'zod/mini';
import { weakAdminPasswordReason } from './admin-password';
import { jsonSecretLoader, type SecretSource } from './app-secret-value';
import { ConfigurationError } from './config';

const optional = z.optional(z.string().check(z.minLength(1)));

const twilioSecretsSchema = z.object({
  twilioAccountSid: optional,
  twilioAuthToken: optional,
  twilioFromNumber: optional,
  /** Sends through this Messaging Service's sender pool instead of twilioFromNumber alone. */
  twilioMessagingServiceSid: optional,
  /** The consent log's HTTP Basic credentials (sms/admin-consents), kept with the SMS provider's. */
  adminUsername: optional,
  adminPassword: optional,
});

export type TwilioSecrets = z.infer<typeof twilioSecretsSchema>;

/**
 * A guessable admin password stops the function as a malformed setting does, rather than opening
 * the consent log to whoever guesses it (admin-password.ts says what counts as weak). Asked where
 * the password is used (the consent admin's function, and `npm start` before it listens): the
 * other functions never read it, and carry none of the check.
 */
export function assertAdminPasswordStrong(
  source: string,
  { adminUsername, adminPassword }: Pick<TwilioSecrets, 'adminUsername' | 'adminPassword'>,
): void {
  if (adminPassword === undefined) return;
  const reason = weakAdminPasswordReason(adminUsername ?? '', adminPassword);
  if (reason !== null) {
    throw new ConfigurationError(`Invalid Twilio secret from ${source}: adminPassword ${reason}`);
  }
}

/** The Twilio secret, fetched on first call and kept for the cold start (a failure is retried). */
export function twilioSecretsLoader(source: SecretSource): () => Promise<TwilioSecrets> {
  return jsonSecretLoader(source, 'twilio', twilioSecretsSchema);
}
