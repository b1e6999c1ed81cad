/**
 * The environment, validated once per cold start (docs/architecture.md section 5; epic-stack's habit): a
 * missing or malformed setting stops the function with one readable line instead of failing later
 * in some request. Secrets are not here: see app-secrets.ts.
 */
import { DEFAULT_TIME_ZONE, FLORIDA_TIME_ZONES } from '@lienminder/shared';
// zod's tree-shakable build: every function validates its environment, and the full build would
// add ~85 KB to bundles that need no other schema (decision 006). Its messages are loaded explicitly.
import { en } from 'zod/locales';
import * as z from 'zod/mini';

z.config(en());

const text = () => z.string().check(z.trim(), z.minLength(1));
const optional = z.optional(text());

const common = {
  /** Only the functions with table access receive it (routes.ts `access.table`). */
  TABLE_NAME: optional,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }),
  DEFAULT_TIME_ZONE: z._default(z.enum(FLORIDA_TIME_ZONES), DEFAULT_TIME_ZONE),
  // Alert delivery settings: only the functions that schedule or send alerts receive them.
  SCHEDULE_GROUP_NAME: optional,
  SCHEDULER_ROLE_ARN: optional,
  SEND_ALERT_FUNCTION_ARN: optional,
  ALERT_DLQ_ARN: optional,
  SES_FROM_ADDRESS: optional,
  /** The SES configuration set every email names, whose events report deliveries, bounces and complaints. */
  SES_CONFIGURATION_SET: optional,
  /**
   * The zero bits the public SMS opt-in's proof of work needs (shared opt-in-proof.ts), 16 unless
   * set: a fraction of a second in a browser. Lower only where tests opt in many times.
   */
  SMS_OPT_IN_PROOF_BITS: z.optional(z.string().check(z.regex(/^([1-9]|1\d|2[0-4])$/, 'must be 1 to 24'))),
  /** The reset-token generator (POST /api/test/generate-reset-token): on locally, off in AWS unless a stage enables it. */
  DIAGNOSTICS_ENABLED: z.optional(z.enum(['true', 'false'])),
};

const environmentSchema = z.discriminatedUnion('RUNTIME', [
  z.object({
    RUNTIME: z.literal('aws'),
    STAGE: text(),
    /** Each only to the functions that read that secret (routes.ts `access.secrets`). */
    SESSION_SECRET_ARN: optional,
    STRIPE_SECRET_ARN: optional,
    TWILIO_SECRET_ARN: optional,
    /** Every API function receives it: each request must prove it came through CloudFront (http/cloudfront-only.ts). */
    ORIGIN_VERIFY_SECRET_ARN: optional,
    /**
     * The AWS Parameters and Secrets Lambda Extension serves those secrets on this port (decision 007).
     * Checked as digits rather than coerced to a number: zod's number checks add ~4 KB to every bundle.
     */
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: z._default(
      z.string().check(z.regex(/^\d{1,5}$/, 'must be a port number')),
      '2773',
    ),
    /** Set by Lambda; the extension answers only requests that carry it. */
    AWS_SESSION_TOKEN: optional,
    ...common,
  }),
  z.object({
    RUNTIME: z.literal('local'),
    STAGE: z._default(text(), 'local'),
    /** DynamoDB Local's URL; absent means the SDK's default endpoint resolution. */
    DYNAMODB_ENDPOINT: z.optional(z.url()),
    /** The data directory's key to DynamoDB Local (local/data-dir-secrets.ts); required with DYNAMODB_ENDPOINT. */
    DYNAMODB_ACCESS_KEY_ID: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9]+$/, 'must be letters and digits only')),
    ),
    SESSION_SECRET: z.string().check(z.minLength(32, 'must be at least 32 characters')),
    ...common,
  }),
]);

/** How a client reaches DynamoDB Local (localDynamoDbSettings): its address and this app's access key. */
export interface LocalDynamoDb {
  endpoint: string;
  /** Letters and digits only (the engine refuses any other key); the data directory keeps it. */
  accessKeyId: string;
}

/**
 * How every client reaches DynamoDB Local (`npm start`, the tests, the tools): its address and this
 * app's access key. The engine keeps one database per access key and region (`<key>_<region>.db`
 * in its data folder), so a client with any other key, or another region, finds no table of the
 * app's (docs/decisions/016). The region is therefore fixed here, whatever AWS_REGION says. Here,
 * in the one file that tells the two runtimes' settings apart, so that nothing else under src is
 * there for the local runtime alone.
 */
export const LOCAL_DYNAMODB_REGION = 'us-east-1';

export function localDynamoDbSettings({ endpoint, accessKeyId }: LocalDynamoDb) {
  return {
    endpoint,
    region: LOCAL_DYNAMODB_REGION,
    // The engine checks no signature, so the key alone opens the database; the SDK still signs.
    credentials: { accessKeyId, secretAccessKey: 'local' },
  };
}

export type Environment = z.infer<typeof environmentSchema>;
export type AwsEnvironment = Extract<Environment, { RUNTIME: 'aws' }>;

/**
 * The environment as Lambda sets it, or null for the local runtime's. The runtimes' variables are
 * told apart here alone: everywhere else in functions/src the local runtime's choices are parts it
 * hands over (functions/local/app.ts), not branches.
 */
export const awsEnvironment = (environment: Environment): AwsEnvironment | null =>
  environment.RUNTIME === 'aws' ? environment : null;

/** About 65,000 hashes: well under a second in a browser, a real cost in bulk (docs/decisions/019). */
const DEFAULT_OPT_IN_PROOF_BITS = 16;

export interface AppConfig {
  stage: string;
  /** Read only by functions with table access; for any other it throws (see `requiredSetting`). */
  readonly tableName: string;
  /** The origin the browser uses; state-changing requests must come from it. */
  publicUrl: URL;
  /** Session cookies are `Secure` whenever the public URL is https. */
  secureCookies: boolean;
  defaultTimeZone: (typeof FLORIDA_TIME_ZONES)[number];
  /** DynamoDB Local's address and key (local runtime with DYNAMODB_ENDPOINT); otherwise AWS's own. */
  localDynamoDb: LocalDynamoDb | undefined;
  /** Whether the diagnostic reset-token generator answers (docs/architecture.md section 5). */
  diagnosticsEnabled: boolean;
  /** The zero bits an SMS opt-in's proof of work needs. */
  optInProofBits: number;
  environment: Environment;
}

export class ConfigurationError extends Error {}

/** Pure: reads the given variables (RUNTIME defaults to 'aws', where nothing else sets it). */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = environmentSchema.safeParse({ ...env, RUNTIME: env.RUNTIME ?? 'aws' });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'RUNTIME'}: ${issue.message}`,
    );
    throw new ConfigurationError(`Invalid environment configuration: ${problems.join('; ')}`);
  }
  const environment = result.data;
  const localDynamoDb = localDynamoDbOf(environment);
  const publicUrl = new URL(environment.PUBLIC_URL);
  const config: AppConfig = {
    stage: environment.STAGE,
    get tableName() {
      return requiredSetting(config, 'TABLE_NAME');
    },
    publicUrl,
    secureCookies: publicUrl.protocol === 'https:',
    defaultTimeZone: environment.DEFAULT_TIME_ZONE,
    localDynamoDb,
    diagnosticsEnabled:
      (environment.DIAGNOSTICS_ENABLED ?? String(environment.RUNTIME === 'local')) === 'true',
    optInProofBits: Number(environment.SMS_OPT_IN_PROOF_BITS ?? DEFAULT_OPT_IN_PROOF_BITS),
    environment,
  };
  return config;
}

function localDynamoDbOf(environment: Environment): LocalDynamoDb | undefined {
  if (environment.RUNTIME !== 'local' || environment.DYNAMODB_ENDPOINT === undefined) return undefined;
  const { DYNAMODB_ENDPOINT: endpoint, DYNAMODB_ACCESS_KEY_ID: accessKeyId } = environment;
  // Without the key the handlers would open an empty database of their own (docs/decisions/016).
  if (accessKeyId === undefined) {
    throw new ConfigurationError(
      'Invalid environment configuration: DYNAMODB_ACCESS_KEY_ID is required with DYNAMODB_ENDPOINT',
    );
  }
  return { endpoint, accessKeyId };
}

let cached: AppConfig | undefined;

/** The process environment, parsed on first use and kept for the life of the container. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** An optional setting that this function's work needs (the table, the scheduler's role, the SES sender). */
export function requiredSetting(config: AppConfig, name: keyof AppConfig['environment']): string {
  const value = config.environment[name];
  if (typeof value !== 'string' || value === '') {
    throw new ConfigurationError(`Invalid environment configuration: ${name} is required by this function`);
  }
  return value;
}
