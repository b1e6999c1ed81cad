import { SMS_MAX_LENGTH } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { testSmsBody } from './test-sms';

describe('the test SMS text', () => {
  it('reads like every LienMinder text: brand first, opt-out last', () => {
    expect(testSmsBody('Your alerts work')).toBe('LienMinder: Your alerts work. Reply STOP to opt out');
    expect(testSmsBody('Working?')).toBe('LienMinder: Working? Reply STOP to opt out');
  });

  it('shortens the words to fit one 160-character segment, and keeps them GSM-7', () => {
    const long = testSmsBody(`“Quoted” ${'word '.repeat(40)}`);
    expect(long).toHaveLength(SMS_MAX_LENGTH);
    expect(long.startsWith('LienMinder: "Quoted" word')).toBe(true);
    expect(long.endsWith('... Reply STOP to opt out')).toBe(true);
  });
});
