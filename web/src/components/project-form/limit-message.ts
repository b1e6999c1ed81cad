import { nextTier, PLANS, type Tier } from '@lienminder/shared';
import { TOASTS, type ToastText } from '@/lib/toast-messages';

/** docs/product.md section 8: on opening the form at the limit; the description offers the next plan up, if any. */
export function projectLimitToast(tier: Tier): ToastText {
  const plan = PLANS[tier];
  const next = nextTier(tier);
  const limit = `Your ${plan.name} plan includes ${plan.projectLimit === 1 ? '1 project' : `up to ${plan.projectLimit} projects`}.`;
  return {
    title: TOASTS.projectLimitReached.title,
    description: next
      ? `${limit} Upgrade to ${PLANS[next].name} for up to ${PLANS[next].projectLimit} projects.`
      : limit,
  };
}
