import { type ItemType, leadingKeyPattern } from '@lienminder/functions/keys';
import type { FunctionDefinition } from '@lienminder/functions/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, handlerStatements, type PolicyStatementJson, type SynthesizedStack } from './synth';

/** A statement on the table's items: any action but the stream's (which only the stream readers hold). */
const reachesItems = (statement: PolicyStatementJson) =>
  actionsOf(statement).some(
    (action) =>
      action.startsWith('dynamodb:') &&
      !/^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/.test(action),
  );

const leadingKeysOf = (statement: PolicyStatementJson) =>
  statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined;

/** The partitions the entry names, as patterns: its `items`, and the narrow grants' own. */
function namedPatterns({ access }: FunctionDefinition): string[] {
  const types: ItemType[] = [
    ...(access.items ?? []),
    ...(access.deliveryRecords ? (['delivery'] as const) : []),
    ...(access.phoneStatuses ? (['phone'] as const) : []),
  ];
  return [...new Set(types.map(leadingKeyPattern))].sort();
}

/**
 * Table access by item type (docs/security.md, decision 036), on a synthesised stage: every
 * function's table grant limited to the partitions its manifest entry names. Run on the dev stage
 * (dev-stack.test.ts) and on the example stage, shaped as prod (example-stack.test.ts).
 */
export function describeTableAccess(synthesised: () => SynthesizedStack): void {
  describe('table access by item type (docs/security.md)', () => {
    let synth: SynthesizedStack;
    beforeAll(() => {
      synth = synthesised();
    });

    it('limits every table grant with dynamodb:LeadingKeys, unless the manifest says why the whole table', () => {
      const unconditioned = synth.stack.handlers
        .filter((handler) =>
          handlerStatements(handler)
            .filter(reachesItems)
            .some(
              (statement) => leadingKeysOf(statement) === undefined && !handler.definition.access.wholeTable,
            ),
        )
        .map(
          ({ definition }) =>
            `${definition.name}: a table grant no dynamodb:LeadingKeys condition limits. Name the item types it ` +
            'reads or writes in `items` of its `access` in functions/src/routes.ts (functions/src/keys.ts ' +
            'PARTITION_KEYS; its integration tests name any it touches and lacks), or, if it truly needs the ' +
            "whole table, say why there with `wholeTable: '<reason>'`.",
        );
      expect(unconditioned).toEqual([]);
    });

    it("grants each function exactly the partitions of its entry's item types, and no Scan", () => {
      for (const handler of synth.stack.handlers) {
        const { definition } = handler;
        const statements = handlerStatements(handler).filter(reachesItems);
        const granted = [
          ...new Set(statements.flatMap((statement) => leadingKeysOf(statement) ?? [])),
        ].sort();
        expect(granted, definition.name).toEqual(namedPatterns(definition));
        expect(statements.flatMap(actionsOf), definition.name).not.toContain('dynamodb:Scan');
      }
    });

    it('keeps the public routes (no session) off the partitions of accounts they do not serve', () => {
      const patternsOf = (name: string) => {
        const handler = synth.stack.handlers.find((each) => each.definition.name === name);
        if (!handler) throw new Error(`no function ${name}`);
        return handlerStatements(handler)
          .filter(reachesItems)
          .flatMap((statement) => leadingKeysOf(statement) ?? ['*']);
      };
      // The health check reads its one item; a reset link's check reads reset tokens alone.
      expect(patternsOf('Health')).toEqual([leadingKeyPattern('health')]);
      expect(patternsOf('ValidateResetToken')).toEqual([leadingKeyPattern('resetToken')]);
      // Twilio's inbound webhook: consent records and phone states, never an account's partitions.
      for (const type of ['user', 'session', 'alerts', 'delivery'] as const)
        expect(patternsOf('SmsIncoming')).not.toContain(leadingKeyPattern(type));
    });
  });
}
