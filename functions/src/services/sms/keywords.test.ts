import { describe, expect, it } from 'vitest';
import { keywordKind } from './keywords';

describe('keywordKind', () => {
  it.each([
    'STOP',
    'stop',
    'Stop.',
    'STOP!!!',
    'STOP please',
    'OPT OUT',
    'opt-out',
    'Opt out.',
    'optout',
    'quit it',
    'END',
    'Revoke my consent',
    'cancel 🙏',
    'UNSUBSCRIBE me now',
    'please stop texting me',
  ])('"%s" opts out', (text) => {
    expect(keywordKind(text)).toBe('opt_out');
  });

  it.each([
    'When is the end date for the Coastal job now?',
    'I will not stop until the lien is recorded, thanks a lot',
  ])('"%s" has an opt-out word in a longer message: asked to confirm', (text) => {
    expect(keywordKind(text)).toBe('confirm_opt_out');
  });

  it.each([
    ['START', 'opt_in'],
    ['yes!', 'opt_in'],
    ['Unstop.', 'opt_in'],
    ['help?', 'help'],
    ['INFO', 'help'],
    ['Start date moved', 'other'],
    ['yes please call me', 'other'],
    ['outstop', 'other'],
    ['', 'other'],
  ])('"%s" is %s', (text, kind) => {
    expect(keywordKind(text)).toBe(kind);
  });
});
