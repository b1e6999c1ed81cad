import { describe, expect, it } from 'vitest';
import { movableClock } from './movable-clock';

describe('the local clock', () => {
  it('reads the real time unmoved', () => {
    expect(movableClock().isMoved()).toBe(false);
  });

  it('is moved by a move days ahead, and reads that far ahead', () => {
    const clock = movableClock();
    const ahead = new Date(Date.now() + 57 * 86_400_000);
    clock.moveTo(ahead);
    expect(clock.isMoved()).toBe(true);
    expect(Math.abs(clock.now().getTime() - ahead.getTime())).toBeLessThan(60_000);
  });

  it('is unmoved again after a move back to the real time sent a moment ago (a test file giving the time back)', () => {
    const clock = movableClock();
    clock.moveTo(new Date(Date.now() + 57 * 86_400_000));
    clock.moveTo(new Date(Date.now() - 250));
    expect(clock.isMoved()).toBe(false);
  });

  it('stays moved by a move of two minutes', () => {
    const clock = movableClock();
    clock.moveTo(new Date(Date.now() + 120_000));
    expect(clock.isMoved()).toBe(true);
  });
});
