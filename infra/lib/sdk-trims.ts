/**
 * Modules of the AWS SDK that a Lambda bundle carries and never runs, replaced at bundle time (an
 * esbuild plugin: they are reached by relative imports inside the SDK, which `alias` cannot
 * replace). Each stand-in throws if it is ever constructed, so a change in the SDK that starts
 * using one fails loudly instead of silently; `infra/test/lambda-bundle-runs.test.ts` runs a bundle
 * against DynamoDB Local to prove the SDK works with them.
 *   - `Sha256Js`: the pure-JavaScript SHA-256, used only where `node:crypto` has no SHA-256
 *     (Lambda's Node always has it).
 *   - The adaptive retry strategy and its rate limiter: used only by a client created with
 *     `retryMode: 'adaptive'`. The Scheduler client is (adapters/aws/eventbridge-scheduler.ts), so a
 *     function with the scheduler keeps them.
 *   - A client's whole `package.json`, which its runtime config imports for the version in the
 *     user agent: only the version is kept.
 *   - The endpoint rules' table of AWS partitions (every region of every partition, with its
 *     description: 4.7 KB): the stack deploys to us-east-1 only (infra/bin/app.ts), so only the
 *     `aws` partition is kept, with its outputs (DNS suffixes, FIPS and dual-stack support), its
 *     region pattern and its regions that the pattern does not match (`aws-global`). The endpoint
 *     for any `aws` region resolves as before; the regions' descriptions, which no endpoint rule
 *     reads, go.
 *   - The DynamoDB client's 35 exception classes (9.5 KB minified), each written out in full by the
 *     SDK's generator: rebuilt from one factory with the same names, shape ids, faults and fields.
 *     They stay real classes of the one module, so the SDK's error registry constructs them and
 *     `instanceof TransactionCanceledException` (store/transactions.ts) holds as before.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

const never = (name: string) =>
  `export class ${name} { constructor() { throw new Error('${name} is not bundled (infra/lib/sdk-trims.ts)'); } }`;

const SHA256_JS = /@smithy\/core\/dist-es\/submodules\/checksum\/sha256\/Sha256Js\.js$/;
const ADAPTIVE_RETRY: [RegExp, string][] = [
  [/\/submodules\/retry\/util-retry\/AdaptiveRetryStrategy\.js$/, never('AdaptiveRetryStrategy')],
  [/\/submodules\/retry\/util-retry\/DefaultRateLimiter\.js$/, never('DefaultRateLimiter')],
  [/\/retry-pre-sra-deprecated\/AdaptiveRetryStrategy\.js$/, never('AdaptiveRetryStrategy')],
];
const CLIENT_PACKAGE = /@aws-sdk\/client-[a-z0-9-]+\/package\.json$/;
const PARTITIONS = /\/util-endpoints\/lib\/aws\/partitions\.js$/;

interface Partition {
  id: string;
  regionRegex: string;
  regions: Record<string, unknown>;
}

/** The `aws` partition of the SDK's table, without the regions its pattern already matches. */
export function awsPartitionOnly(module: string): string {
  const table = JSON.parse(module.slice(module.indexOf('{'), module.lastIndexOf('}') + 1)) as {
    partitions: Partition[];
  };
  const aws = table.partitions.find((partition) => partition.id === 'aws');
  if (aws === undefined) throw new Error('the SDK partition table has no aws partition');
  const pattern = new RegExp(aws.regionRegex);
  const regions = Object.fromEntries(
    Object.keys(aws.regions).flatMap((region) => (pattern.test(region) ? [] : [[region, {}]])),
  );
  return `export const partitionsInfo = ${JSON.stringify({ ...table, partitions: [{ ...aws, regions }] })};`;
}

const DYNAMODB_ERRORS = /@aws-sdk\/client-dynamodb\/dist-es\/models\/errors\.js$/;
const ERROR_CLASS =
  /export class (\w+) extends __BaseException \{\s*static shapeId = ("[^"]+");\s*name = "\1";\s*\$fault = ("client"|"server");\s*(?:\$retryable = (\{[^}]*\});\s*)?((?:\w+;\s*)*)constructor\(opts\)/g;

/**
 * The client's exception classes from one factory: each as the generated class would be (its
 * name, shape id and fault, the fields it copies from the service's answer), or an error at bundle
 * time when the SDK's generated module no longer reads as expected.
 */
export function compactErrorClasses(module: string): string {
  const classes = [...module.matchAll(ERROR_CLASS)];
  const declared = module.match(/^export class /gm)?.length ?? 0;
  if (classes.length === 0 || classes.length !== declared)
    throw new Error(
      `read ${classes.length} of ${declared} DynamoDB exception classes (infra/lib/sdk-trims.ts)`,
    );
  const exports = classes.map(([, name, shapeId, fault, retryable, fields]) => {
    const names = (fields as string)
      .split(';')
      .map((field) => field.trim())
      .filter(Boolean);
    const retry = retryable ? `, ${retryable}` : '';
    return `export const ${name} = error(${shapeId}, "${name}", ${fault}, ${JSON.stringify(names)}${retry});`;
  });
  return [
    'import { DynamoDBServiceException } from "./DynamoDBServiceException";',
    'const error = (shapeId, name, $fault, fields, $retryable) => {',
    '  const Class = { [name]: class extends DynamoDBServiceException {',
    '    static shapeId = shapeId;',
    '    constructor(opts) {',
    '      super({ name, $fault, ...opts });',
    '      Object.setPrototypeOf(this, Class.prototype);',
    '      this.name = name;',
    '      this.$fault = $fault;',
    '      if ($retryable) this.$retryable = { ...$retryable };',
    '      for (const field of fields) this[field] = opts[field];',
    '    }',
    '  } }[name];',
    '  return Class;',
    '};',
    ...exports,
  ].join('\n');
}

/** What a trimmed SDK module becomes, when `path` is one to trim. */
function standIn(path: string, keepAdaptiveRetry: boolean): string | undefined {
  if (SHA256_JS.test(path)) return never('Sha256Js');
  const adaptive = keepAdaptiveRetry ? undefined : ADAPTIVE_RETRY.find(([module]) => module.test(path));
  if (adaptive) return adaptive[1];
  if (CLIENT_PACKAGE.test(path)) {
    const { version } = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
    return `export default { version: ${JSON.stringify(version)} };`;
  }
  if (PARTITIONS.test(path)) return awsPartitionOnly(readFileSync(path, 'utf8'));
  if (DYNAMODB_ERRORS.test(path)) return compactErrorClasses(readFileSync(path, 'utf8'));
  return undefined;
}

export function sdkTrims(options: { keepAdaptiveRetry: boolean }): Plugin {
  return {
    name: 'lienminder-sdk-trims',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/]@(smithy|aws-sdk)[\\/]/ }, (args) => {
        const contents = standIn(args.path.replaceAll('\\', '/'), options.keepAdaptiveRetry);
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    },
  };
}
