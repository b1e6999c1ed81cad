import { PLANS } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { planHighlights } from './plan-highlights';

describe('plan highlights', () => {
  it("say what Gold's premium features are: the statutory forms", () => {
    expect(planHighlights(PLANS.gold)).toContainEqual(
      expect.stringMatching(/^Premium features: the statutory forms \(Notice to Owner, Claim of Lien/),
    );
    for (const tier of ['free', 'silver'] as const) {
      expect(planHighlights(PLANS[tier]).join(' ')).not.toMatch(/Premium|statutory/);
    }
  });
});
