import { describe, expect, it } from 'vitest';
import { RouteNotAvailable } from '#src/errors';
import type { StoredUser } from '#src/ports/user-store';
import { generateResetToken } from './generate-reset-token';

const user = { id: 'abcdefghijklmnop', email: 'ana@example.com', sessionVersion: 1 } as StoredUser;

describe('the diagnostic reset-token generator', () => {
  it('does not exist where diagnostics are off (AWS unless the stage enables them): 404, nothing stored', async () => {
    const saved: unknown[] = [];
    const deps = {
      resetTokens: {
        save: async (record: unknown) => void saved.push(record),
        find: async () => null,
        redeem: async () => false,
      },
      rateLimiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 1 }) },
      clock: { now: () => new Date('2026-03-02T14:00:00Z') },
      passwords: { verify: async (given: string) => given === 'Current-Pass-1' },
      diagnosticsEnabled: false,
    };
    await expect(
      generateResetToken(deps, user, { email: user.email, currentPassword: 'Current-Pass-1' }),
    ).rejects.toBeInstanceOf(RouteNotAvailable);
    expect(saved).toEqual([]);

    const enabled = await generateResetToken({ ...deps, diagnosticsEnabled: true }, user, {
      email: 'ANA@example.com',
      currentPassword: 'Current-Pass-1',
    });
    expect(enabled.token).toMatch(/^[\w-]{43}$/);
    expect(saved).toHaveLength(1);
  });
});
