import { PLANS, type Tier } from '@lienclock/shared';
import { TOASTS, type ToastText } from '@/lib/toast-messages';

/** Spec section 8: on opening the form at the limit; the description aims at Silver from Free, else Gold. */
export function projectLimitToast(tier: Tier): ToastText {
  const plan = PLANS[tier];
  const target = tier === 'free' ? PLANS.silver : PLANS.gold;
  const limit = `Your ${plan.name} plan includes ${plan.projectLimit === 1 ? '1 project' : `up to ${plan.projectLimit} projects`}.`;
  return {
    title: TOASTS.projectLimitReached.title,
    description:
      target.tier === tier
        ? limit
        : `${limit} Upgrade to ${target.name} for up to ${target.projectLimit} projects.`,
  };
}
