/**
 * How a function reads a Secrets Manager secret in AWS: through the AWS Parameters and Secrets
 * Lambda Extension (decision 007: the Secrets Manager client cost every such bundle ~13 KB), once per
 * cold start and only when first needed. Shared by the session, Stripe and Twilio secrets
 * (app-secret-value.ts) and the origin
 * verification secret (composition/origin-verify.ts), so both wait out the extension's start-up and
 * report its failures alike.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod/mini';
import { awsEnvironment, ConfigurationError, type Environment } from './config';

/** A secret a function may be granted: what messages call it and the variable holding its ARN. */
export interface SecretToRead {
  name: string;
  arnVariable: 'SESSION_SECRET_ARN' | 'STRIPE_SECRET_ARN' | 'TWILIO_SECRET_ARN' | 'ORIGIN_VERIFY_SECRET_ARN';
}

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

/** The secret's SecretString, as the extension serves it with this function's role. */
export async function readSecretString(variables: Environment, secret: SecretToRead): Promise<string> {
  const environment = awsEnvironment(variables);
  if (!environment) {
    throw new ConfigurationError(`The ${secret.name} is read from Secrets Manager, which only AWS has`);
  }
  const secretArn = environment[secret.arnVariable];
  if (!secretArn) {
    throw new ConfigurationError(
      `${secret.arnVariable} is not set: this function was not granted the ${secret.name}`,
    );
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
      `The AWS Parameters and Secrets Lambda Extension answered ${answer.status} for the ${secret.name}: ` +
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
      `Invalid ${secret.name} from Secrets Manager: it has no SecretString (binary secret?)`,
    );
  }
  return secretString.data.SecretString;
}

/** A loader that fetches on first call and answers from memory afterwards (a failure is retried). */
export function oncePerColdStart<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
