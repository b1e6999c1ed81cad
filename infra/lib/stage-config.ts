import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { STAGES_DIR, WEB_DIST } from './paths';

/**
 * Everything that differs between deployments. A long-lived stage's settings live in its file,
 * `infra/stages/<stage>.json` (the shape below), chosen by `-c stage=NAME`: a deploy reads them all
 * from there, so it cannot drop or change one by forgetting a flag (docs/decisions/028). The scratch
 * stage `dev` has no file: placeholders, and `-c` flags for what a developer wants to try. Nothing
 * secret lives here: secrets go to Secrets Manager (app-secret.ts).
 */
export interface StageConfig {
  /** `dev` (the default) or a long-lived stage such as `prod`. */
  stage: string;
  /**
   * Long-lived stages keep their data when the stack or a resource is deleted, and their stacks
   * have termination protection.
   */
  retainData: boolean;
  /** The AWS account and region the stage deploys to (absent for dev: the caller's own). */
  env?: { account: string; region: string };
  /** Custom domain served by CloudFront; absent: the distribution's own `*.cloudfront.net` name. */
  domainName?: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront's requirement). */
  certificateArn?: string;
  /** The From address of alert and password-reset emails. */
  sesFromAddress: string;
  /** The verified SES identity (domain or address) the From address belongs to: sending is limited to it. */
  sesIdentity: string;
  /** Who the stage's alarms and budget warnings reach (an email subscription to the operator topic). */
  alarmEmail?: string;
  /** The monthly AWS spend, in US dollars, past which the budget warns the alarm email. */
  monthlyBudgetUsd?: number;
  /**
   * Lambda concurrency set aside for the functions that send the morning's alerts, so a flood on the
   * public routes cannot starve the 9:00 send (docs/capacity/capacity-model.md sizes it). Absent in
   * dev: a new account's concurrency is too small to reserve any.
   */
  reservedConcurrency?: ReservedConcurrency;
  /** Time zone for projects that name none (America/New_York covers most of Florida). */
  timeZone: string;
  /** The built web app to upload (`npm run build:web` writes web/dist). */
  webDist: string;
  /** The diagnostic reset-token generator answers (off unless the stage turns it on). */
  diagnostics: boolean;
  /** Tests only: deploy a one-page placeholder instead of the web build, so they do not depend on one. */
  webPlaceholder: boolean;
  /** The GitHub repository whose workflows may deploy this stage (infra/lib/pipeline-access.ts). */
  pipeline?: PipelineSettings;
}

export interface ReservedConcurrency {
  sendAlert: number;
  deliverAlert: number;
  deliverMessages: number;
}

export interface PipelineSettings {
  /** `owner/name`: only this repository's workflows can assume the stage's deploy role. */
  githubRepository: string;
  /**
   * Whether the pipeline stack creates the account's GitHub OIDC provider; `false` when another
   * stage in the same account already has (an account holds one provider per issuer).
   */
  createOidcProvider: boolean;
}

/** The SES configuration set every email of the stage names (functions: SES_CONFIGURATION_SET; sending-domain.ts). */
export const configurationSetName = (stage: string) => `lienminder-${stage}`;

const DEV_STAGE = 'dev';
const DEV_SENDER = 'alerts@example.com';

const email = z.string().regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'must be an email address');

/** A stage file's shape: every setting a long-lived stage has, each checked before anything is built. */
const stageFileSchema = z
  .object({
    account: z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id'),
    // CloudFront's firewall can only be created in us-east-1 (edge-firewall.ts).
    region: z.literal('us-east-1'),
    domainName: z.string().min(1),
    certificateArn: z
      .string()
      .startsWith('arn:aws:acm:us-east-1:', 'must be an ACM certificate in us-east-1'),
    sesFromAddress: email,
    sesIdentity: z.string().min(1).optional(),
    alarmEmail: email,
    monthlyBudgetUsd: z.number().positive(),
    reservedConcurrency: z
      .object({
        sendAlert: z.number().int().positive(),
        deliverAlert: z.number().int().positive(),
        deliverMessages: z.number().int().positive(),
      })
      .strict(),
    timeZone: z.string().min(1).default('America/New_York'),
    diagnostics: z.boolean().default(false),
    pipeline: z
      .object({
        githubRepository: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name'),
        createOidcProvider: z.boolean().default(true),
      })
      .strict()
      .optional(),
  })
  .strict();

export type StageFile = z.input<typeof stageFileSchema>;

/** The `-c` flags a stage file replaces: given for a long-lived stage, they would be silently ignored. */
const FILE_SETTINGS = [
  'domainName',
  'certificateArn',
  'sesFromAddress',
  'sesIdentity',
  'alarmEmail',
  'timeZone',
  'diagnostics',
] as const;

/** Where context comes from: an App's `node` (tests pass a plain object). */
export interface ContextSource {
  tryGetContext(key: string): unknown;
}

function contextString(context: ContextSource, key: string): string | undefined {
  const value: unknown = context.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

/** The stage named by `-c stage=NAME` (default dev), its settings from its file or, for dev, the flags. */
export function readStageConfig(context: ContextSource, stagesDir = STAGES_DIR): StageConfig {
  const stage = contextString(context, 'stage') ?? DEV_STAGE;
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (got "${stage}").`);
  }
  const build = {
    webPlaceholder: contextString(context, 'webPlaceholder') === 'true',
    webDist: contextString(context, 'webDist') ?? WEB_DIST,
  };
  return stage === DEV_STAGE
    ? { ...devStage(context), ...build }
    : { ...longLivedStage(stage, context, stagesDir), ...build };
}

function longLivedStage(
  stage: string,
  context: ContextSource,
  stagesDir: string,
): Omit<StageConfig, 'webDist' | 'webPlaceholder'> {
  const file = join(stagesDir, `${stage}.json`);
  if (!existsSync(file)) {
    throw new Error(
      `Stage "${stage}" has no settings file ${file}: copy infra/stages/example.json and fill it in (infra/README.md).`,
    );
  }
  const flags = FILE_SETTINGS.filter((key) => contextString(context, key) !== undefined);
  if (flags.length > 0) {
    throw new Error(
      `Stage "${stage}" takes its settings from ${file} alone; drop -c ${flags.join(', -c ')} and change the file.`,
    );
  }
  const parsed = stageFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new Error(`${file}: ${problems.join('; ')}`);
  }
  const { account, region, sesIdentity, ...settings } = parsed.data;
  return {
    ...settings,
    stage,
    retainData: true,
    env: { account, region },
    sesIdentity: sesIdentity ?? domainOf(settings.sesFromAddress),
  };
}

function devStage(context: ContextSource): Omit<StageConfig, 'webDist' | 'webPlaceholder'> {
  const sesFromAddress = contextString(context, 'sesFromAddress') ?? DEV_SENDER;
  const domainName = contextString(context, 'domainName');
  const certificateArn = contextString(context, 'certificateArn');
  const githubRepository = contextString(context, 'githubRepository');
  if (domainName && !certificateArn) {
    throw new Error(
      `Context "domainName" (${domainName}) needs "certificateArn": an ACM certificate for it in us-east-1.`,
    );
  }
  return {
    stage: DEV_STAGE,
    retainData: false,
    domainName,
    certificateArn,
    sesFromAddress,
    sesIdentity: contextString(context, 'sesIdentity') ?? domainOf(sesFromAddress),
    alarmEmail: contextString(context, 'alarmEmail'),
    timeZone: contextString(context, 'timeZone') ?? 'America/New_York',
    diagnostics: contextString(context, 'diagnostics') === 'true',
    pipeline: githubRepository
      ? { githubRepository, createOidcProvider: contextString(context, 'createOidcProvider') !== 'false' }
      : undefined,
  };
}

function domainOf(address: string): string {
  const domain = address.split('@')[1];
  if (!domain) throw new Error(`The sender is not an email address: "${address}".`);
  return domain;
}
