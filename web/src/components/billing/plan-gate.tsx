import { formatPrice, hasAccess, PLANS, type Tier } from '@lienminder/shared';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * docs/product.md section 6: a feature the user's plan does not include shows a 'Silver Plan Required' or
 * 'Gold Plan Required' card with an upgrade button instead of the feature. The server refuses the
 * feature regardless; this only says why and where to get it.
 */
export function PlanGate({
  tier,
  required,
  feature,
  children,
}: {
  tier: Tier;
  required: Exclude<Tier, 'free'>;
  /** What the plan unlocks, e.g. "Alert contacts 3 to 5". */
  feature: string;
  children?: ReactNode;
}) {
  if (hasAccess(tier, required)) return <>{children}</>;
  const plan = PLANS[required];
  return (
    <Card className="border-dashed">
      <CardHeader>
        <CardTitle as="h4" className="flex items-center gap-2 text-base">
          <Lock className="size-4" aria-hidden="true" />
          {plan.name} Plan Required
        </CardTitle>
        <CardDescription>
          Included with the {plan.name} plan ({formatPrice(plan.priceCents)}/month): {feature}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="sm">
          <Link to="/subscribe">Upgrade to {plan.name}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
