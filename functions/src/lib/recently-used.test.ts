import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('keeps at most its limit, dropping the entry least recently read or written', () => {
    const recent = new RecentlyUsed<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    expect(recent.get('a')).toBe(1); // now b is the oldest
    recent.set('c', 3);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')).toBe(1);
    expect(recent.get('c')).toBe(3);
    expect(recent.size).toBe(2);
  });

  it('replaces a key in place without dropping another', () => {
    const recent = new RecentlyUsed<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    recent.set('a', 10);
    expect(recent.get('a')).toBe(10);
    expect(recent.get('b')).toBe(2);
    expect(recent.size).toBe(2);
  });
});
