/** The subscription calls (spec section 7) and how their failures are told apart (spec section 8). */
import type { CancelSubscriptionResponse, PaidTier, SubscriptionResponse } from '@lienminder/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

export const createSubscription = (tier: PaidTier) =>
  apiRequest<SubscriptionResponse>('POST', '/api/create-subscription', { tier });

export const cancelSubscription = () =>
  apiRequest<CancelSubscriptionResponse>('POST', '/api/cancel-subscription', { confirmDataDeletion: true });

/** The local server's "Complete test payment" (no Stripe account configured). */
export const confirmTestPayment = (clientSecret: string) =>
  apiRequest<{ status: string }>('POST', '/api/dev/confirm-payment', { clientSecret });

/** No answer at all (offline, server down): 'Connection Error' rather than the server's words. */
export const isConnectionFailure = (error: unknown) => !(error instanceof ApiError);
