import { describe, expect, it } from 'vitest';
import { ID_LENGTH, randomId } from './ids';

describe('record ids', () => {
  it('are 16 lower-case base32 characters and do not repeat', () => {
    const ids = Array.from({ length: 10_000 }, randomId);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ID_LENGTH).toBe(16);
  });

  it('use every symbol of the alphabet in every position', () => {
    const seen = Array.from({ length: ID_LENGTH }, () => new Set<string>());
    for (let i = 0; i < 5000; i++) {
      for (const [position, symbol] of [...randomId()].entries()) seen[position]?.add(symbol);
    }
    for (const symbols of seen) expect(symbols.size).toBe(32);
  });
});
