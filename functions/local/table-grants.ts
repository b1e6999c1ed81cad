/**
 * What a function may do to the table, from its manifest entry (src/routes.ts): the IAM statements
 * the CDK stack grants (infra/lib/data.ts) and the check the integration tests run against every
 * request a handler sends (functions/test/table-access.ts) are both read from here, so a test passes
 * only if AWS would allow what it did. Each grant is limited to the partitions of the item types
 * the entry names (`dynamodb:LeadingKeys`, docs/security.md "Table access by item type"). Beside
 * the local runtime, not in src: no Lambda needs it.
 */
import { type ItemType, leadingKeyPattern, PARTITION_KEYS } from '#src/keys';
import type { FunctionAccess } from '#src/routes';

/**
 * Every item-level read. Not `Scan`: no function scans, and a Scan carries no leading keys for a
 * condition to check. Transactions need no action of their own: TransactGetItems and
 * TransactWriteItems are authorised per Get, Put, Update, Delete and ConditionCheck.
 */
const TABLE_READS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export type TableAction = (typeof TABLE_READS)[number] | (typeof TABLE_WRITES)[number];

export interface TableGrant {
  actions: readonly TableAction[];
  /** The `dynamodb:LeadingKeys` patterns it is limited to; null for the whole table (`wholeTable` says why). */
  leadingKeys: readonly string[] | null;
  /** Whether it reaches the index too (a Query on it). */
  index: boolean;
}

const patternsOf = (types: readonly ItemType[]) => [...new Set(types)].map(leadingKeyPattern).sort();

/** The item types an entry may name, for the message of one that names none. */
const KNOWN_TYPES = Object.keys(PARTITION_KEYS).join(', ');

/**
 * The table grants of a function's entry, from its `access`; throws (and so fails the synth) for
 * table access that names no item types and gives no reason for the whole table.
 */
export function tableGrantsOf(name: string, access: FunctionAccess): TableGrant[] {
  const grants: TableGrant[] = [];
  if (access.table) {
    const actions = access.table === 'read' ? [...TABLE_READS] : [...TABLE_READS, ...TABLE_WRITES];
    if (access.wholeTable !== undefined) {
      if (access.wholeTable.trim() === '')
        throw new Error(
          `${name}: \`wholeTable\` in functions/src/routes.ts needs its reason, not an empty string.`,
        );
      grants.push({ actions, leadingKeys: null, index: true });
    } else if (access.items && access.items.length > 0) {
      grants.push({ actions, leadingKeys: patternsOf(access.items), index: true });
    } else {
      throw new Error(
        `${name} has table access but names no item types: add \`items: [...]\` to its \`access\` in ` +
          `functions/src/routes.ts, the types (functions/src/keys.ts PARTITION_KEYS: ${KNOWN_TYPES}) ` +
          'whose partitions it reads or writes; its integration tests name any it touches and lacks.',
      );
    }
  }
  // Deliver-alert's narrow hold on its records (docs/decisions/014): read and update, no Put or Delete, no Query.
  if (access.deliveryRecords)
    grants.push({
      actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
      leadingKeys: patternsOf(['delivery']),
      index: false,
    });
  // A sender's one read: a number's opt-in state, right before each text.
  if (access.phoneStatuses)
    grants.push({ actions: ['dynamodb:GetItem'], leadingKeys: patternsOf(['phone']), index: false });
  return grants;
}

/** IAM's StringLike: `*` any run of characters, `?` any one. */
export function matchesPattern(key: string, pattern: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(key);
}

/**
 * Whether one of the grants allows `action` on every one of `leadingKeys` (`ForAllValues`: all the
 * request's keys must match), on the index when `index`.
 */
export function grantsAllow(
  grants: readonly TableGrant[],
  request: { action: TableAction; leadingKeys: readonly string[]; index: boolean },
): boolean {
  return grants.some(
    (grant) =>
      grant.actions.includes(request.action) &&
      (!request.index || grant.index) &&
      (grant.leadingKeys === null ||
        request.leadingKeys.every((key) =>
          grant.leadingKeys?.some((pattern) => matchesPattern(key, pattern)),
        )),
  );
}
