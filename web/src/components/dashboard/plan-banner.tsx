import { formatPrice, isAtProjectLimit, nextTier, PLANS, type Tier } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** docs/product.md "Dashboard": a banner per plan showing projects used out of the limit. */
export function PlanBanner({ tier, projectsUsed }: { tier: Tier; projectsUsed: number }) {
  const plan = PLANS[tier];
  const next = nextTier(tier);
  const full = isAtProjectLimit(projectsUsed, tier);
  return (
    <section
      aria-label="Plan usage"
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        full
          ? 'border-amber-300 bg-warning text-warning-foreground'
          : 'border-border bg-accent text-accent-foreground',
      )}
    >
      <p className="text-sm">
        <span className="font-semibold">{plan.name} Plan:</span> {projectsUsed} of {plan.projectLimit}{' '}
        {plan.projectLimit === 1 ? 'project' : 'projects'} used
      </p>
      {next && (
        <Link to="/subscribe" className="text-sm font-medium underline">
          Upgrade to {PLANS[next].name} for up to {PLANS[next].projectLimit} projects (
          {formatPrice(PLANS[next].priceCents)}/month)
        </Link>
      )}
    </section>
  );
}
