import { expect, it } from 'vitest';
import { scheduleName } from './schedule-name';

it('is alert-<deadlineId>-<alertKey> for the ids the app makes (at most 36 characters)', () => {
  expect(scheduleName({ deadlineId: 'abcdefghijklmnop-r20260310', alertKey: 'due' })).toBe(
    'alert-abcdefghijklmnop-r20260310-due',
  );
});

it('stays within 64 allowed characters and unique for ids that would not fit', () => {
  const long = (suffix: string) => scheduleName({ deadlineId: `${'x'.repeat(70)}${suffix}`, alertKey: 'd1' });
  expect(long('a')).toMatch(/^[0-9a-zA-Z_.-]{64}$/);
  expect(long('a')).not.toBe(long('b'));
  expect(scheduleName({ deadlineId: 'a b/c', alertKey: 'd1' })).toBe('alert-a_b_c-d1');
});
