import { KEY_SHAPED_PROBE } from './requests';

/**
 * What no API answer may show (docs/architecture.md section 6: no stack traces): how the server is built
 * inside. A match means an error's internals reached the client.
 */
export const INTERNAL_DETAILS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a stack frame', pattern: /\bat (async )?[\w.<>$]+ \(|\n\s+at / },
  {
    name: 'a source file path',
    pattern: /\/(work|home|tmp|var|usr)\/|node_modules|file:\/\/|\.(ts|js|mjs|cjs):\d+/,
  },
  {
    name: 'a JavaScript error name',
    pattern: /\b(TypeError|ReferenceError|RangeError|SyntaxError|EvalError|URIError|AggregateError)\b/,
  },
  {
    name: 'a DynamoDB error or term',
    pattern:
      /ValidationException|ConditionalCheckFailed|TransactionCanceled|ResourceNotFoundException|ProvisionedThroughput|ItemCollectionSizeLimit|DynamoDB|AttributeValue|KeyConditionExpression/,
  },
  { name: 'a table key shape', pattern: /\b(USER|EMAIL|SESSION|RATE|RESET|ALERTS|PHONE|CONSENT|CALFEED)#/ },
  { name: 'the table name', pattern: /lienminder-local/ },
  { name: 'a zod internal', pattern: /\$?ZodError|invalid_type|too_big|too_small|"code":\s*"custom"/ },
  { name: 'an AWS SDK or middy name', pattern: /@aws-sdk|\$metadata|middy/i },
];

/** The names of the internal details `text` shows (empty when none), the user's own saved text aside. */
export function internalDetailsIn(text: string): string[] {
  const shown = text.replaceAll(KEY_SHAPED_PROBE, '');
  return INTERNAL_DETAILS.filter(({ pattern }) => pattern.test(shown)).map(({ name }) => name);
}
