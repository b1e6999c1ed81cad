/**
 * IAM's table check, run locally: DynamoDB Local ignores IAM, so a function whose manifest entry
 * (src/routes.ts `items`) leaves out an item type it touches would pass every test here and fail in
 * AWS with AccessDenied. Every request a function's invocation sends (local/lambda-invocation.ts
 * knows which function runs) is checked against the grants the CDK stack gives it, read from the
 * same entry (src/table-grants.ts): a request AWS would deny is refused here the same way, and the
 * test fails with what to add (./table-access-setup.ts). Requests outside an invocation (a test's
 * own setup and reads) and the local stand-ins' own items (the outbox, local payments and
 * schedules, which in AWS are other services) are not checked.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runningFunction } from '#local/lambda-invocation';
import { LOCAL_PAYMENTS_PARTITION } from '#local/store/local-payments';
import { LOCAL_SCHEDULE_PREFIX, LOCAL_SCHEDULES_DUE_PARTITION } from '#local/store/local-schedules';
import { OUTBOX_PARTITION } from '#local/store/outbox';
import { grantsAllow, matchesPattern, type TableAction, tableGrantsOf } from '#local/table-grants';
import { type ItemType, leadingKeyPattern, PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import { ALERT_FUNCTIONS, API_FUNCTIONS, type FunctionDefinition, STREAM_FUNCTIONS } from '#src/routes';

/** One item-level action of a request, with the partition keys IAM checks it against. */
export interface TableRequest {
  action: TableAction | 'dynamodb:Scan';
  leadingKeys: string[];
  index: boolean;
}

type Input = Record<string, unknown>;

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : ((value as { S?: string } | undefined)?.S ?? undefined);

const keyOf = (item: unknown): string[] => {
  const key = stringOf((item as Input | undefined)?.[TABLE_KEYS.pk]);
  return key === undefined ? [] : [key];
};

/** The partition key value a Query's key condition names (`#pk = :pk`), on the table or the index. */
function queriedPartition(input: Input): string[] {
  const attribute = input.IndexName ? TABLE_KEYS.gsi1pk : TABLE_KEYS.pk;
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const [, name, value] of String(input.KeyConditionExpression ?? '').matchAll(
    /([#\w]+)\s*=\s*(:\w+)/g,
  )) {
    if ((name && (names[name] ?? name)) === attribute) {
      const key = stringOf(values[value ?? '']);
      return key === undefined ? [] : [key];
    }
  }
  return [];
}

const tableRequests = (input: Input) => Object.values((input.RequestItems ?? {}) as Record<string, unknown>);

/** What IAM authorises for a command: one or more item-level actions and their leading keys. */
export function tableRequestsOf(commandName: string, input: Input): TableRequest[] | null {
  const name = commandName.replace(/(Item|Items)?Command$/, '');
  const single = (action: TableRequest['action'], leadingKeys: string[], index = false) => [
    { action, leadingKeys, index },
  ];
  switch (name) {
    case 'Get':
      return single('dynamodb:GetItem', keyOf(input.Key));
    case 'Put':
      return single('dynamodb:PutItem', keyOf(input.Item));
    case 'Update':
      return single('dynamodb:UpdateItem', keyOf(input.Key));
    case 'Delete':
      return single('dynamodb:DeleteItem', keyOf(input.Key));
    case 'Query':
      return single('dynamodb:Query', queriedPartition(input), Boolean(input.IndexName));
    case 'Scan':
      return single('dynamodb:Scan', [], Boolean(input.IndexName));
    case 'BatchGet':
      return single(
        'dynamodb:BatchGetItem',
        tableRequests(input).flatMap((request) => ((request as Input).Keys as unknown[]).flatMap(keyOf)),
      );
    case 'BatchWrite':
      return single(
        'dynamodb:BatchWriteItem',
        tableRequests(input).flatMap((requests) =>
          (requests as Input[]).flatMap((request) =>
            keyOf(
              (request.PutRequest as Input | undefined)?.Item ??
                (request.DeleteRequest as Input | undefined)?.Key,
            ),
          ),
        ),
      );
    case 'TransactGet':
      return (input.TransactItems as Input[]).map((item) => ({
        action: 'dynamodb:GetItem',
        leadingKeys: keyOf((item.Get as Input).Key),
        index: false,
      }));
    case 'TransactWrite':
      return (input.TransactItems as Input[]).map((item) => {
        if (item.Put)
          return { action: 'dynamodb:PutItem', leadingKeys: keyOf((item.Put as Input).Item), index: false };
        const [kind, part] = Object.entries(item)[0] as [string, Input];
        const action = kind === 'ConditionCheck' ? 'dynamodb:ConditionCheckItem' : `dynamodb:${kind}Item`;
        return { action: action as TableAction, leadingKeys: keyOf(part.Key), index: false };
      });
    default:
      return null;
  }
}

/** What the local runtime keeps in the table for the services it stands in for: never a function's in AWS. */
const STAND_IN_PATTERNS = [
  OUTBOX_PARTITION,
  LOCAL_PAYMENTS_PARTITION,
  LOCAL_SCHEDULES_DUE_PARTITION,
  `${LOCAL_SCHEDULE_PREFIX}*`,
];
const isStandIns = (request: TableRequest) =>
  request.leadingKeys.length > 0 &&
  request.leadingKeys.every((key) => STAND_IN_PATTERNS.some((pattern) => matchesPattern(key, pattern)));

const DEFINITIONS = new Map<string, FunctionDefinition>(
  [...API_FUNCTIONS, ...Object.values(ALERT_FUNCTIONS), ...Object.values(STREAM_FUNCTIONS)].map(
    (definition) => [definition.name, definition],
  ),
);

const itemTypeOf = (key: string): ItemType | undefined =>
  (Object.keys(PARTITION_KEYS) as ItemType[]).find((type) => matchesPattern(key, leadingKeyPattern(type)));

/** Why AWS would deny the request, and what to change so it would not; null when it is allowed. */
export function refusal(definition: FunctionDefinition, request: TableRequest): string | null {
  const where = `\`access\` of ${definition.name} in functions/src/routes.ts`;
  let grants: ReturnType<typeof tableGrantsOf>;
  try {
    grants = tableGrantsOf(definition.name, definition.access);
  } catch (error) {
    return (error as Error).message;
  }
  if (request.action === 'dynamodb:Scan')
    return `${definition.name} scans the table, which no grant allows: query a partition instead.`;
  if (grantsAllow(grants, { ...request, action: request.action })) return null;
  const sent = `${definition.name} sent ${request.action} on ${request.leadingKeys.join(', ') || 'no partition key'}${request.index ? ' (the index)' : ''}`;
  const untyped = request.leadingKeys.filter((key) => itemTypeOf(key) === undefined);
  if (untyped.length > 0)
    return `${sent}, a partition no item type names: add its prefix to PARTITION_KEYS in functions/src/keys.ts, build the key from it, and name the type in the ${where}.`;
  const missing = [...new Set(request.leadingKeys.map(itemTypeOf))].filter(
    (type): type is ItemType => type !== undefined && !(definition.access.items ?? []).includes(type),
  );
  if (missing.length > 0)
    return `${sent}, which AWS would refuse (AccessDenied): add ${missing.map((type) => `'${type}'`).join(', ')} to \`items\` in the ${where}.`;
  return `${sent}, which AWS would refuse (AccessDenied): its \`table\` access does not allow ${request.action} (a write needs \`table: 'readwrite'\`) in the ${where}.`;
}

const refusals: string[] = [];

/** The refusals since the last call (./table-access-setup.ts fails the test that had any). */
export function takeRefusals(): string[] {
  return refusals.splice(0);
}

const BY_ENTRY = new Map([...DEFINITIONS.values()].map((definition) => [definition.entry, definition]));

/**
 * The function a request is sent for: the invocation's (local/lambda-invocation.ts), else the
 * handler file on the call's stack, for tests that call a handler themselves (V8 follows the
 * awaits back to it).
 */
function sendingFunction(): FunctionDefinition | undefined {
  const name = runningFunction();
  if (name !== undefined) return DEFINITIONS.get(name);
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  for (const [, entry] of stack.matchAll(/functions\/src\/handlers\/([\w/-]+)\.ts/g)) {
    const definition = BY_ENTRY.get(entry ?? '');
    if (definition) return definition;
  }
  return undefined;
}

/** Denies, as AWS would, what the running function's grants do not allow. */
function check(command: { constructor: { name: string }; input?: unknown }): Error | null {
  const definition = sendingFunction();
  if (!definition) return null;
  const requests = tableRequestsOf(command.constructor.name, (command.input ?? {}) as Input);
  if (requests === null) return null;
  for (const request of requests) {
    if (isStandIns(request)) continue;
    const reason = refusal(definition, request);
    if (reason !== null) {
      refusals.push(reason);
      return Object.assign(new Error(`AccessDeniedException (checked locally): ${reason}`), {
        name: 'AccessDeniedException',
      });
    }
  }
  return null;
}

const CHECK = Symbol.for('lienminder.checkTableAccess');
type CheckSlot = { [CHECK]?: typeof check };

/**
 * Puts the check in front of every DynamoDB client's `send`. Once per process (the SDK's modules
 * outlive a test file's), calling the check of the test file that runs now: each file has its own
 * modules, and so its own running function and refusals.
 */
export function checkTableAccess(): void {
  (globalThis as CheckSlot)[CHECK] = check;
  for (const client of [DynamoDBClient, DynamoDBDocumentClient]) {
    if (Object.hasOwn(client.prototype, CHECK)) continue;
    const send = client.prototype.send as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperties(client.prototype, {
      [CHECK]: { value: true },
      send: {
        configurable: true,
        writable: true,
        value(this: unknown, command: Parameters<typeof check>[0], ...rest: unknown[]) {
          const denied = (globalThis as CheckSlot)[CHECK]?.(command);
          return denied ? Promise.reject(denied) : send.call(this, command, ...rest);
        },
      },
    });
  }
}
