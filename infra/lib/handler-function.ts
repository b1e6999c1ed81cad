import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FunctionDefinition, isApiFunction } from '@lienminder/functions/routes';
import { AssetHashType, type Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../shared/src/operations/operation-names';
import { secretsExtension } from './app-secret';
import { trimsFor } from './lambda-bundling';
import { handlerEntryFile, REPO_ROOT } from './paths';
import type { StageConfig } from './stage-config';

const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/** Info and above: a line per request and per alert handed over, warnings and errors; no debug lines. */
const LOG_LEVEL = 'INFO';

/** A function's memory when its manifest entry names none (`memoryMb` in functions/src/routes.ts). */
export const DEFAULT_MEMORY_MB = 512;

export interface HandlerFunctionProps {
  definition: FunctionDefinition;
  config: StageConfig;
  timeout: Duration;
  /** Concurrency set aside for it alone (and its ceiling): the stage's `reservedConcurrency`. */
  reservedConcurrency?: number;
}

/**
 * One Lambda function for one manifest entry (functions/src/routes.ts): its own log group with a
 * retention period, JSON logs, and its own role that starts with nothing but writing to that log
 * group — every other permission is granted from the entry's `access` (function-access.ts). An
 * entry that reads a secret (the session, Stripe or Twilio secret, or as every API route does the origin verification
 * secret) also gets the Parameters and Secrets extension it reads it through.
 */
export class HandlerFunction extends Construct {
  readonly definition: FunctionDefinition;
  readonly function: LambdaFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { definition, config } = props;
    this.definition = definition;

    const logGroup = new LogGroup(this, 'Logs', {
      retention: config.retainData ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.logGroup = logGroup;
    // A role of our own instead of AWSLambdaBasicExecutionRole, whose logs:* on every log group is
    // broader than this function needs.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `LienMinder ${config.stage} ${definition.name} function`,
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );

    this.function = new LambdaFunction(this, 'Function', {
      code: handlerCode(definition),
      handler: 'index.handler',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      // 512 MB on arm64 unless the manifest entry asks for more: enough CPU for a fast cold start,
      // still cents per million requests.
      memorySize: definition.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: props.timeout,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      paramsAndSecrets:
        definition.access.secrets || isApiFunction(definition) ? secretsExtension() : undefined,
      description: `LienMinder ${config.stage}: ${definition.name} (functions/src/handlers/${definition.entry}.ts)`,
      environment: {
        RUNTIME: 'aws',
        STAGE: config.stage,
        DEFAULT_TIME_ZONE: config.timeZone,
        DIAGNOSTICS_ENABLED: String(config.diagnostics),
        NODE_OPTIONS: '--enable-source-maps',
        // Powertools' Logger and Metrics: every line and metric names its function, and the
        // metrics land where the alarms and the dashboard read them (operation-names.ts).
        POWERTOOLS_SERVICE_NAME: definition.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: LOG_LEVEL,
      },
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is a supported LTS Lambda runtime and the target the bundles are built and measured for ' +
        '(esbuild target node22); moving to Node 24 is a deliberate upgrade, not a side effect of a CDK release.',
    });
  }
}

const BUNDLE_SCRIPT = fileURLToPath(new URL('./bundle-handler.ts', import.meta.url));

/**
 * The handler's bundle as its asset (lambda-bundling.ts): built on this machine, never in Docker
 * (the image is only what CDK would fall back to), and hashed by its output, so an unchanged bundle
 * is not uploaded again.
 */
function handlerCode(definition: FunctionDefinition): Code {
  const entryFile = handlerEntryFile(definition.entry);
  const flags = trimsFor(definition).keepAdaptiveRetry ? ['--keep-adaptive-retry'] : [];
  const bundle = (outputDir: string) => ['--import', 'tsx', BUNDLE_SCRIPT, outputDir, entryFile, ...flags];
  return Code.fromAsset(dirname(entryFile), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: LAMBDA_RUNTIME.bundlingImage,
      // Never run (the local bundling below always answers), but part of the key CDK caches a
      // bundle under: handlers that share a folder must not share a bundle.
      command: ['node', ...bundle('/asset-output')],
      local: {
        tryBundle(outputDir) {
          execFileSync(process.execPath, bundle(outputDir), {
            cwd: REPO_ROOT,
            stdio: ['ignore', 'inherit', 'inherit'],
          });
          return true;
        },
      },
    },
  });
}
