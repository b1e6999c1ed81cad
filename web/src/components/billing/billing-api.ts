/** The subscription calls (docs/product.md section 7) and how their failures are told apart (docs/product.md section 8). */
import type { PaidTier } from '@lienminder/shared';
import { ApiError, answer, api } from '@/lib/api-client';

export const createSubscription = (tier: PaidTier) =>
  answer(api.POST('/api/create-subscription', { body: { tier } }));

export const cancelSubscription = () =>
  answer(api.POST('/api/cancel-subscription', { body: { confirmDataDeletion: true } }));

/** The local server's "Complete test payment" (no Stripe account configured). */
export const confirmTestPayment = (clientSecret: string) =>
  answer(api.POST('/api/dev/confirm-payment', { body: { clientSecret } }));

/** No answer at all (offline, server down): 'Connection Error' rather than the server's words. */
export const isConnectionFailure = (error: unknown) => !(error instanceof ApiError);
