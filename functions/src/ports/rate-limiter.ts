/** Fixed-window attempt counters (e.g. sign-in attempts per email and per IP address). */
export interface RateLimit {
  /** Names the counter family, e.g. "login-email". */
  action: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(rule: RateLimit, key: string): Promise<RateLimitVerdict>;
  /** Whether `key` is within the limit, without counting an attempt (limits that count failures only). */
  check(rule: RateLimit, key: string): Promise<RateLimitVerdict>;
  /**
   * Takes back one attempt `hit` counted in the current window, never below zero: for limits that
   * count every attempt before checking it, so that parallel attempts cannot all pass, but keep
   * only the failures.
   */
  release(rule: RateLimit, key: string): Promise<void>;
}
