import {
  formatPrice,
  isLocalClientSecret,
  type PaidTier,
  PLANS,
  type SubscriptionResponse,
} from '@lienminder/shared';
import { ArrowLeft } from 'lucide-react';
import { PlanHighlights } from '@/components/plans/plan-highlights';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanComparison } from './plan-comparison';
import { StripePaymentForm } from './stripe-payment-form';
import { TestPaymentForm } from './test-payment-form';

/** docs/product.md section 2: after a plan is chosen, the feature summary, the payment form and the comparison table. */
export function PaymentStep({
  tier,
  setup,
  paid,
  onPaid,
  onBack,
}: {
  tier: PaidTier;
  setup: SubscriptionResponse;
  paid: boolean;
  onPaid: () => void;
  onBack: () => void;
}) {
  const plan = PLANS[tier];
  const clientSecret = setup.clientSecret ?? '';
  return (
    <div className="flex flex-col gap-6">
      <Button variant="link" className="self-start px-0" onClick={onBack} disabled={paid}>
        <ArrowLeft aria-hidden="true" />
        Choose another plan
      </Button>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{plan.name} plan</CardTitle>
            <CardDescription>
              {formatPrice(plan.priceCents)} per month, billed monthly. Cancel any time; the plan runs to the
              end of the period paid for.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PlanHighlights plan={plan} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Payment</CardTitle>
          </CardHeader>
          <CardContent>
            {paid ? (
              <p role="status" className="font-medium text-green-800">
                Payment complete. Your {plan.name} plan is active.
              </p>
            ) : isLocalClientSecret(clientSecret) || !setup.publishableKey ? (
              <TestPaymentForm clientSecret={clientSecret} onPaid={onPaid} />
            ) : (
              <StripePaymentForm
                publishableKey={setup.publishableKey}
                clientSecret={clientSecret}
                onPaid={onPaid}
                onUnavailable={onBack}
              />
            )}
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="compare-heading" className="flex flex-col gap-3">
        <h2 id="compare-heading" className="text-xl font-semibold">
          Compare plans
        </h2>
        <PlanComparison />
      </section>
    </div>
  );
}
