import { describe, expect, it } from 'vitest';
import { shownSlots } from './shown-slots';

const none = [false, false, false, false, false];

describe('the alert slots a form shows', () => {
  it('shows one empty slot on an empty form', () => {
    expect(shownSlots(none, 5)).toEqual([1]);
  });

  it('shows the filled slots and one empty one after them', () => {
    expect(shownSlots([true, false, false, false, false], 5)).toEqual([1, 2]);
    expect(shownSlots([true, true, true, false, false], 5)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a filled slot after a cleared one, and the empty one after it', () => {
    expect(shownSlots([true, false, true, false, false], 5)).toEqual([1, 2, 3, 4]);
  });

  it('never shows more than the plan allows', () => {
    expect(shownSlots([true, true, true, true, true], 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shownSlots([true, true, false, false, false], 2)).toEqual([1, 2]);
    expect(shownSlots(none, 1)).toEqual([1]);
  });
});
