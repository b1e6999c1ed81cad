/**
 * The web app's API types are the document's: `web/src/api/schema.d.ts` is what openapi-typescript
 * makes of the OpenAPI document the code builds now. A route or an answer changed without
 * `npm run api-types` fails here; once rewritten, a page reading the old answer fails `tsc -p web`.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiSchemaText, SCHEMA_FILE } from './api-schema';

describe("the web app's API types", () => {
  it('are generated from the current OpenAPI document (else run `npm run api-types`)', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    // One assertion with the whole text would print 5,000 lines: name the first line that differs.
    const expected = (await apiSchemaText()).split('\n');
    const lines = committed.split('\n');
    const first = Array.from({ length: Math.max(lines.length, expected.length) }).findIndex(
      (_, at) => lines[at] !== expected[at],
    );
    expect(
      first === -1
        ? 'current'
        : `line ${first + 1} should be ${JSON.stringify(expected[first])}, is ${JSON.stringify(lines[first])}: run \`npm run api-types\``,
    ).toBe('current');
  });
});
