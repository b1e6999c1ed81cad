import { describe, expect, it } from 'vitest';
import { internalDetailsIn } from './leaks';
import { KEY_SHAPED_PROBE } from './requests';

describe('the fuzz suite leak check', () => {
  it('finds a table key in an answer', () => {
    expect(internalDetailsIn('{"pk":"USER#0b6f6a52-5d1c-4a36-9d0e-3c1f2b7a9e10"}')).toEqual([
      'a table key shape',
    ]);
  });

  it("looks past the fuzzer's own key-shaped text, saved and shown again (the account export)", () => {
    expect(internalDetailsIn(JSON.stringify({ companyName: KEY_SHAPED_PROBE }))).toEqual([]);
    expect(internalDetailsIn(JSON.stringify({ companyName: KEY_SHAPED_PROBE, pk: 'EMAIL#a@b.co' }))).toEqual([
      'a table key shape',
    ]);
  });
});
