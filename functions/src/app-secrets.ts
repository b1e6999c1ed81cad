/**
 * Secret settings: in AWS one Secrets Manager JSON secret, read through the AWS Parameters and Secrets
 * Lambda Extension (decision 007: the Secrets Manager client cost every such bundle ~13 KB), once per
 * cold start and only by the functions that need it, on first use; locally plain environment
 * variables.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { type AppConfig, ConfigurationError, type Environment } from './config';

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

type AwsEnvironment = Extract<Environment, { RUNTIME: 'aws' }>;

// While it starts, the extension refuses connections or answers 400 "not ready to serve traffic,
// please wait"; that passes within moments of a cold start, so wait a little before giving up.
const EXTENSION_STARTUP_WAITS_MS = [25, 50, 100, 200, 400];

/** The extension's answer: GetSecretValue's JSON on 200, its own or Secrets Manager's error otherwise. */
interface ExtensionAnswer {
  status: number;
  body: string;
}

const startingUp = (answer: ExtensionAnswer) => answer.status === 400 && answer.body.includes('not ready');

async function askExtension(url: string, sessionToken: string): Promise<ExtensionAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    const wait = EXTENSION_STARTUP_WAITS_MS[attempt];
    try {
      const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': sessionToken } });
      const answer = { status: response.status, body: await response.text() };
      if (wait === undefined || !startingUp(answer)) return answer;
    } catch (error) {
      if (wait === undefined) {
        throw new ConfigurationError(
          `Could not reach the AWS Parameters and Secrets Lambda Extension at ${new URL(url).host}: ` +
            'is its layer attached to this function?',
          { cause: error },
        );
      }
    }
    await sleep(wait);
  }
}

const getSecretValueAnswer = z.object({ SecretString: z.string() });

async function readAwsSecret(environment: AwsEnvironment): Promise<AppSecrets> {
  const secretArn = environment.APP_SECRET_ARN;
  if (!secretArn) {
    throw new ConfigurationError('APP_SECRET_ARN is not set: this function was not granted the app secret');
  }
  const sessionToken = environment.AWS_SESSION_TOKEN;
  if (!sessionToken) {
    throw new ConfigurationError(
      'AWS_SESSION_TOKEN is not set: the secrets extension accepts no request without it',
    );
  }
  const port = environment.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
  const answer = await askExtension(
    `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretArn)}`,
    sessionToken,
  );
  // Not a ConfigurationError: the status alone does not say whether access was denied or Secrets
  // Manager was briefly unavailable; the extension's own words (never the secret) tell the reader.
  if (answer.status !== 200) {
    throw new Error(
      `The AWS Parameters and Secrets Lambda Extension answered ${answer.status} for the app secret: ` +
        answer.body.slice(0, 300),
    );
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(answer.body);
  } catch {
    throw new Error(
      'The AWS Parameters and Secrets Lambda Extension answered 200 with a body that is not JSON',
    );
  }
  const secretString = getSecretValueAnswer.safeParse(envelope);
  if (!secretString.success) {
    throw new ConfigurationError(
      'Invalid app secret from Secrets Manager: it has no SecretString (binary secret?)',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(secretString.data.SecretString);
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
        ? readAwsSecret(config.environment)
        : Promise.resolve(readLocalSecrets(process.env))
    ).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
