/**
 * Each decision record has a number of its own: code and docs cite them as `docs/decisions/NNN`,
 * so two records sharing a number make such a citation point at either. (Helpers working in
 * parallel each took the next free number from the main they had.)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const records = readdirSync(join(import.meta.dirname, '..', 'docs', 'decisions')).filter((name) =>
  name.endsWith('.md'),
);

describe('decision records', () => {
  it('are named by three digits, a dash and a lower-case title', () => {
    expect(records.filter((name) => !/^\d{3}-[a-z0-9-]+\.md$/.test(name))).toEqual([]);
  });

  it('each have a number no other record has', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });
});
