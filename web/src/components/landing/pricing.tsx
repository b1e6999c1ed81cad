import { formatPrice, PLANS, TIERS } from '@lienminder/shared';
import { PlanHighlights } from '@/components/plans/plan-highlights';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

export function Pricing() {
  return (
    <section aria-labelledby="pricing-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="pricing-title" className="mb-2 text-center text-2xl font-bold sm:text-3xl">
          Simple monthly pricing
        </h2>
        <p className="mb-8 text-center text-muted-foreground">
          Billed monthly. Cancel any time; it ends with the period.
        </p>
        <ul className="grid gap-6 md:grid-cols-3">
          {TIERS.map((tier) => {
            const plan = PLANS[tier];
            return (
              <li key={tier}>
                <Card className={tier === 'silver' ? 'h-full border-2 border-primary' : 'h-full'}>
                  <CardHeader>
                    <div className="flex items-center justify-between gap-2">
                      <CardTitle>{plan.name}</CardTitle>
                      {tier === 'silver' ? <Badge>Most popular</Badge> : null}
                    </div>
                    <p>
                      <span className="text-3xl font-bold">{formatPrice(plan.priceCents)}</span>
                      <span className="text-muted-foreground"> / month</span>
                    </p>
                    <CardDescription>
                      {tier === 'free'
                        ? 'Free includes 1 project, no credit card.'
                        : `Up to ${plan.projectLimit} projects.`}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <PlanHighlights plan={plan} />
                  </CardContent>
                  <CardFooter>
                    <Button asChild className="w-full" variant={tier === 'silver' ? 'default' : 'outline'}>
                      <AppLink to="/register">
                        {tier === 'free' ? 'Start Free' : `Choose ${plan.name}`}
                      </AppLink>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
