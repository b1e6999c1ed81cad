import { PLANS, type Tier } from '@lienminder/shared';
import { Badge } from '@/components/ui/badge';

export function DashboardGreeting({ firstName, tier }: { firstName: string; tier: Tier }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {firstName}!</h1>
      <Badge variant={tier === 'free' ? 'secondary' : 'default'}>{PLANS[tier].name} Plan</Badge>
    </div>
  );
}
