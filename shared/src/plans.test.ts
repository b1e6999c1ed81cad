import { describe, expect, it } from 'vitest';
import { formatPrice, hasAccess, isAtProjectLimit, nextTier, PLANS, TIERS } from './plans';

describe('hasAccess: free < silver < gold', () => {
  it.each([
    ['free', 'free', true],
    ['free', 'silver', false],
    ['free', 'gold', false],
    ['silver', 'free', true],
    ['silver', 'silver', true],
    ['silver', 'gold', false],
    ['gold', 'free', true],
    ['gold', 'silver', true],
    ['gold', 'gold', true],
  ] as const)('%s user, %s feature: %s', (user, required, allowed) => {
    expect(hasAccess(user, required)).toBe(allowed);
  });
});

describe('PLANS (docs/product.md sections 6 and 9)', () => {
  it('prices Silver at $8.99 and Gold at $14.99 a month; Free costs nothing', () => {
    expect(TIERS.map((tier) => formatPrice(PLANS[tier].priceCents))).toEqual(['$0.00', '$8.99', '$14.99']);
  });

  it('allows 1, 10 and 50 projects', () => {
    expect(TIERS.map((tier) => PLANS[tier].projectLimit)).toEqual([1, 10, 50]);
  });

  it('allows 1, 2 and 5 alert emails and 0, 2 and 5 alert phones per project', () => {
    expect(TIERS.map((tier) => PLANS[tier].alertEmails)).toEqual([1, 2, 5]);
    expect(TIERS.map((tier) => PLANS[tier].alertPhones)).toEqual([0, 2, 5]);
  });

  it('keeps SMS, recurring alerts and deleting projects for paid plans', () => {
    for (const feature of ['smsAlerts', 'recurringAlerts', 'deleteProjects'] as const) {
      expect(TIERS.map((tier) => PLANS[tier][feature])).toEqual([false, true, true]);
    }
    expect(TIERS.map((tier) => PLANS[tier].premiumFeatures)).toEqual([false, false, true]);
  });

  it('names each plan as the pages do', () => {
    expect(TIERS.map((tier) => PLANS[tier].name)).toEqual(['Free', 'Silver', 'Gold']);
  });
});

describe('formatPrice', () => {
  it('shows whole cents with two decimals', () => {
    expect(formatPrice(899)).toBe('$8.99');
    expect(formatPrice(1499)).toBe('$14.99');
    expect(formatPrice(1000)).toBe('$10.00');
    expect(formatPrice(5)).toBe('$0.05');
  });
});

describe('nextTier', () => {
  it('offers Silver to Free, Gold to Silver, and nothing above Gold', () => {
    expect(TIERS.map(nextTier)).toEqual(['silver', 'gold', undefined]);
  });
});

describe('isAtProjectLimit (docs/product.md section 5)', () => {
  it.each([
    ['free', 0, false],
    ['free', 1, true],
    ['silver', 9, false],
    ['silver', 10, true],
    ['gold', 49, false],
    ['gold', 50, true],
  ] as const)('%s with %i projects: %s', (tier, count, atLimit) => {
    expect(isAtProjectLimit(count, tier)).toBe(atLimit);
  });
});

describe('seats (docs/decisions/032)', () => {
  it('let 1, 3 and 10 people have their own login', () => {
    expect(TIERS.map((tier) => PLANS[tier].seats)).toEqual([1, 3, 10]);
  });
});
