import { WEB_DIST } from './paths';

/**
 * Everything that differs between deployments, read from CDK context (`cdk.json`, or `-c key=value`
 * on the command line). Nothing secret lives here: secrets go to Secrets Manager (app-secret.ts).
 */
export interface StageConfig {
  /** `dev` (the default) or a long-lived stage such as `prod`. */
  stage: string;
  /** Long-lived stages keep their data when the stack or a resource is deleted. */
  retainData: boolean;
  /** Custom domain served by CloudFront; absent: the distribution's own `*.cloudfront.net` name. */
  domainName?: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront's requirement). */
  certificateArn?: string;
  /** The From address of alert and password-reset emails. */
  sesFromAddress: string;
  /** The verified SES identity (domain or address) the From address belongs to: sending is limited to it. */
  sesIdentity: string;
  /** Time zone for projects that name none (America/New_York covers most of Florida). */
  timeZone: string;
  /** The built web app to upload (`npm run build:web` writes web/dist). */
  webDist: string;
  /** The diagnostic reset-token generator answers (off unless the stage sets `-c diagnostics=true`). */
  diagnostics: boolean;
  /** Tests only: deploy a one-page placeholder instead of the web build, so they do not depend on one. */
  webPlaceholder: boolean;
}

/** The SES configuration set every email of the stage names (functions: SES_CONFIGURATION_SET; sending-domain.ts). */
export const configurationSetName = (stage: string) => `lienminder-${stage}`;

const DEV_STAGE = 'dev';
const DEV_SENDER = 'alerts@example.com';

/** Where context comes from: an App's `node` (tests pass a plain object). */
export interface ContextSource {
  tryGetContext(key: string): unknown;
}

function contextString(context: ContextSource, key: string): string | undefined {
  const value: unknown = context.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

export function readStageConfig(context: ContextSource): StageConfig {
  const stage = contextString(context, 'stage') ?? DEV_STAGE;
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (got "${stage}").`);
  }
  const retainData = stage !== DEV_STAGE;

  const sesFromAddress = contextString(context, 'sesFromAddress') ?? (retainData ? undefined : DEV_SENDER);
  if (!sesFromAddress) {
    throw new Error(`Stage "${stage}" needs the SES sender: add -c sesFromAddress=alerts@your-domain.`);
  }
  const senderDomain = sesFromAddress.split('@')[1];
  if (!senderDomain)
    throw new Error(`Context "sesFromAddress" is not an email address: "${sesFromAddress}".`);

  const domainName = contextString(context, 'domainName');
  const certificateArn = contextString(context, 'certificateArn');
  if (domainName && !certificateArn) {
    throw new Error(
      `Context "domainName" (${domainName}) needs "certificateArn": an ACM certificate for it in us-east-1.`,
    );
  }

  return {
    stage,
    retainData,
    domainName,
    certificateArn,
    sesFromAddress,
    sesIdentity: contextString(context, 'sesIdentity') ?? senderDomain,
    timeZone: contextString(context, 'timeZone') ?? 'America/New_York',
    diagnostics: contextString(context, 'diagnostics') === 'true',
    webPlaceholder: contextString(context, 'webPlaceholder') === 'true',
    webDist: contextString(context, 'webDist') ?? WEB_DIST,
  };
}
