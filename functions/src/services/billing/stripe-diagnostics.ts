/**
 * The payment diagnostics (docs/product.md sections 3 and 7) behind the payment test and configuration pages:
 * flags and public URLs, never a key. With the local test-payment provider the answers say so and
 * describe its own prices, which come from the same shared plans.
 */
import {
  PAID_TIERS,
  type PaidTier,
  PLANS,
  type StripeApiTestResponse,
  type StripeConfigStatus,
  type StripePriceSummary,
  type StripePriceTestResponse,
  type StripeTestResponse,
  type StripeWebhookStatus,
} from '@lienminder/shared';
import type Stripe from 'stripe';
import { log } from '#src/log';
import type { StripeSettings } from '#src/ports/payments';

export const LOCAL_PROVIDER_NOTE =
  'Local test-payment provider: no STRIPE_SECRET_KEY is set, so no Stripe API call is made and no card is charged.';

const priceIdOf = (settings: StripeSettings, tier: PaidTier) =>
  tier === 'silver' ? settings.silverPriceId : settings.goldPriceId;

export function configStatus(settings: StripeSettings, webhookUrl: string): StripeConfigStatus {
  const flags = {
    secretKey: !!settings.secretKey,
    publishableKey: !!settings.publishableKey,
    webhookSecret: !!settings.webhookSecret,
    silverPriceId: !!settings.silverPriceId,
    goldPriceId: !!settings.goldPriceId,
  };
  return { allConfigured: Object.values(flags).every(Boolean), ...flags, webhookUrl };
}

export function webhookStatus(settings: StripeSettings, webhookUrl: string): StripeWebhookStatus {
  return { webhookConfigured: !!settings.webhookSecret, webhookUrl };
}

function summarise(price: Stripe.Price): StripePriceSummary {
  return {
    id: price.id,
    amount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring?.interval ?? null,
  };
}

/** What the shared plans say the price is (docs/product.md section 9): monthly, in US dollars. */
const agreesWithPlan = (price: StripePriceSummary | null, tier: PaidTier) =>
  !!price &&
  price.amount === PLANS[tier].priceCents &&
  price.currency === 'usd' &&
  price.interval === 'month';

const localPrice = (tier: PaidTier): StripePriceSummary => ({
  id: `local_price_${tier}`,
  amount: PLANS[tier].priceCents,
  currency: 'usd',
  interval: 'month',
});

async function retrievePrices(stripe: Stripe, settings: StripeSettings) {
  const entries = await Promise.all(
    PAID_TIERS.map(async (tier) => {
      const id = priceIdOf(settings, tier);
      if (!id) return [tier, null] as const;
      try {
        return [tier, summarise(await stripe.prices.retrieve(id))] as const;
      } catch (error) {
        log.warn('Stripe price lookup failed', { tier, error });
        return [tier, null] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<PaidTier, StripePriceSummary | null>;
}

export async function stripeTest(
  stripe: Stripe | null,
  settings: StripeSettings,
): Promise<StripeTestResponse> {
  if (!stripe) {
    return {
      success: true,
      message: LOCAL_PROVIDER_NOTE,
      prices: { silver: localPrice('silver'), gold: localPrice('gold') },
      details: { silverPriceId: true, goldPriceId: true },
    };
  }
  const prices = await retrievePrices(stripe, settings);
  const success = !!prices.silver && !!prices.gold;
  return {
    success,
    message: success
      ? 'Stripe answered with both plan prices.'
      : 'Stripe did not answer with both plan prices.',
    prices,
    details: { silverPriceId: !!settings.silverPriceId, goldPriceId: !!settings.goldPriceId },
  };
}

export async function stripeApiTest(stripe: Stripe | null): Promise<StripeApiTestResponse> {
  if (!stripe) return { success: true, details: LOCAL_PROVIDER_NOTE };
  try {
    const balance = await stripe.balance.retrieve();
    return { success: true, details: `Stripe API reachable (${balance.livemode ? 'live' : 'test'} mode).` };
  } catch (error) {
    log.warn('Stripe API test failed', { error });
    return { success: false, details: 'Stripe API call failed: check the secret key.' };
  }
}

export async function stripePriceTest(
  stripe: Stripe | null,
  settings: StripeSettings,
): Promise<StripePriceTestResponse> {
  const prices = stripe
    ? await retrievePrices(stripe, settings)
    : { silver: localPrice('silver'), gold: localPrice('gold') };
  const silverValid = agreesWithPlan(prices.silver, 'silver');
  const goldValid = agreesWithPlan(prices.gold, 'gold');
  return { success: silverValid && goldValid, silverValid, goldValid };
}
