/**
 * Secret settings: in AWS one Secrets Manager JSON secret (read once per cold start, and only by
 * the functions that need it, on first use); locally plain environment variables.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { type AppConfig, ConfigurationError } from './config';

const optional = z.optional(z.string().check(z.minLength(1)));

const appSecretsSchema = z.object({
  sessionSecret: z.string().check(z.minLength(32, 'must be at least 32 characters')),
  stripeSecretKey: optional,
  stripeWebhookSecret: optional,
  twilioAccountSid: optional,
  twilioAuthToken: optional,
  twilioFromNumber: optional,
  adminUsername: optional,
  adminPassword: optional,
});

export type AppSecrets = z.infer<typeof appSecretsSchema>;

function parseSecrets(source: string, value: unknown): AppSecrets {
  const result = appSecretsSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid app secret from ${source}: ${problems.join('; ')}`);
  }
  return result.data;
}

async function readAwsSecret(secretArn: string | undefined): Promise<AppSecrets> {
  if (!secretArn) {
    throw new ConfigurationError('APP_SECRET_ARN is not set: this function was not granted the app secret');
  }
  const client = new SecretsManagerClient({});
  const answer = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  let value: unknown;
  try {
    value = JSON.parse(answer.SecretString ?? '');
  } catch {
    throw new ConfigurationError('Invalid app secret from Secrets Manager: SecretString is not JSON');
  }
  return parseSecrets('Secrets Manager', value);
}

function readLocalSecrets(env: Record<string, string | undefined>): AppSecrets {
  return parseSecrets('the environment', {
    sessionSecret: env.SESSION_SECRET,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    twilioAccountSid: env.TWILIO_ACCOUNT_SID,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN,
    twilioFromNumber: env.TWILIO_FROM_NUMBER,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
  });
}

/** A loader that fetches on first call and answers from memory afterwards (a failure is retried). */
export function appSecretsLoader(config: AppConfig): () => Promise<AppSecrets> {
  let pending: Promise<AppSecrets> | undefined;
  return () => {
    pending ??= (
      config.environment.RUNTIME === 'aws'
        ? readAwsSecret(config.environment.APP_SECRET_ARN)
        : Promise.resolve(readLocalSecrets(process.env))
    ).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
