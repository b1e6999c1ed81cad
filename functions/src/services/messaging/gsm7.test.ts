import { describe, expect, it } from 'vitest';
import { gsm7Length, shortenedTo, toGsm7 } from './gsm7';

describe('text an SMS carries in GSM-7', () => {
  it('keeps accented names readable and drops what GSM-7 cannot carry', () => {
    expect(toGsm7('Café Ñandú “Torre” — 🏗️ ç 中')).toBe('Café Ñandu "Torre" - c ');
    expect(toGsm7('Lot\t12\u00a0North\n')).toBe('Lot 12 North ');
  });

  it('keeps the extension table, each of its characters counted as two of the 160', () => {
    expect(toGsm7('Bay [2] {A|B} ~€5^')).toBe('Bay [2] {A|B} ~€5^');
    expect(gsm7Length('Bay [2] {A|B} ~€5^')).toBe(18 + 8);
    expect(gsm7Length('Smith Residence')).toBe(15);
  });

  it('cuts a text to its septets with "..." counted within, never halving an extension character', () => {
    expect(shortenedTo('Smith Residence', 15)).toBe('Smith Residence');
    expect(shortenedTo('Smith Residence', 10)).toBe('Smith R...');
    expect(shortenedTo('ab{cde', 6)).toBe('ab...');
    expect(shortenedTo('anything', 2)).toBe('');
  });
});
