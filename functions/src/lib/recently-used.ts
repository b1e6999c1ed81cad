/**
 * A map that keeps at most `limit` entries, dropping the least recently used: the in-memory caches
 * of a warm function (or the local server) stay bounded however many users it serves.
 */
export class RecentlyUsed<Key, Value> {
  readonly #entries = new Map<Key, Value>();

  constructor(readonly limit: number) {}

  get(key: Key): Value | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting makes this entry the newest.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  get size(): number {
    return this.#entries.size;
  }
}
