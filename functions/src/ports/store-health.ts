export interface StoreHealth {
  /** Resolves when the store answers a read; rejects otherwise. */
  ping(): Promise<void>;
}
