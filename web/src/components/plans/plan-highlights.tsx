import type { Plan } from '@lienminder/shared';
import { Check } from 'lucide-react';
import { counted } from '@/lib/words';

/** What Gold's premium features are (docs/product.md section 6): the statutory documents. */
const PREMIUM_FEATURES =
  'Premium features: the statutory forms (Notice to Owner, Claim of Lien, waivers and more), filled in from your projects';

/** What each plan includes, worded from the plan's own limits so no page can disagree with them. */
export function planHighlights(plan: Plan): string[] {
  if (plan.tier === 'free') {
    return ['1 project', '1 deadline alert email per project', '1 login', 'No credit card required'];
  }
  return [
    `Up to ${counted(plan.projectLimit, 'project', 'projects')}`,
    `Up to ${plan.seats} people with their own login`,
    `${counted(plan.alertEmails, 'alert email', 'alert emails')} per project`,
    `SMS alerts to ${counted(plan.alertPhones, 'phone', 'phones')} per project`,
    'Recurring lien and bond reminders',
    'Delete finished projects',
    ...(plan.premiumFeatures ? [PREMIUM_FEATURES] : []),
  ];
}

/** The plan's highlights as a ticked list: the landing pricing, the plan cards and the payment step. */
export function PlanHighlights({ plan }: { plan: Plan }) {
  return (
    <ul className="grid gap-2 text-sm">
      {planHighlights(plan).map((line) => (
        <li key={line} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}
