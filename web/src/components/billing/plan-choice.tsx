import { formatPrice, type PaidTier, PLANS, type Tier } from '@lienminder/shared';
import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PlanHighlights } from '@/components/plans/plan-highlights';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** docs/product.md section 2: Free sees Silver and Gold; Silver sees only the Gold upgrade; Gold sees "You're on Gold!". */
export function offeredTiers(tier: Tier): PaidTier[] {
  if (tier === 'free') return ['silver', 'gold'];
  if (tier === 'silver') return ['gold'];
  return [];
}

function PlanCard({
  tier,
  current,
  pending,
  onChoose,
}: {
  tier: PaidTier;
  current: Tier;
  pending: boolean;
  onChoose: (tier: PaidTier) => void;
}) {
  const plan = PLANS[tier];
  const upgrade = current === 'silver';
  return (
    <Card className={tier === 'gold' ? 'border-2 border-primary' : undefined}>
      <CardHeader>
        <CardTitle as="h2">{upgrade ? `Upgrade to ${plan.name}` : plan.name}</CardTitle>
        <p>
          <span className="text-3xl font-bold">{formatPrice(plan.priceCents)}</span>
          <span className="text-muted-foreground"> / month</span>
        </p>
        {upgrade && (
          <CardDescription>
            {formatPrice(plan.priceCents - PLANS.silver.priceCents)} more than Silver; you pay only the
            prorated difference for the rest of this billing period.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <PlanHighlights plan={plan} />
      </CardContent>
      <CardFooter>
        <Button className="w-full" disabled={pending} onClick={() => onChoose(tier)}>
          {upgrade ? 'Upgrade to Gold' : `Choose ${plan.name}`}
        </Button>
      </CardFooter>
    </Card>
  );
}

export function PlanChoice({
  tier,
  pending,
  onChoose,
}: {
  tier: Tier;
  pending: boolean;
  onChoose: (tier: PaidTier) => void;
}) {
  const offered = offeredTiers(tier);
  if (offered.length === 0) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardHeader className="items-center">
          <Crown className="size-10 text-primary" aria-hidden="true" />
          <CardTitle as="h2">You're on Gold!</CardTitle>
          <CardDescription>
            You have our highest plan: up to {PLANS.gold.projectLimit} projects, {PLANS.gold.alertEmails}{' '}
            alert emails and {PLANS.gold.alertPhones} phones per project.
          </CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <Button asChild variant="outline">
            <Link to="/">Back to Dashboard</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }
  return (
    <ul className={`grid gap-6 ${offered.length === 2 ? 'md:grid-cols-2' : 'mx-auto w-full max-w-md'}`}>
      {offered.map((offer) => (
        <li key={offer}>
          <PlanCard tier={offer} current={tier} pending={pending} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
