import { PLANS, type Tier } from '@lienclock/shared';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function AccountStatusCard({
  email,
  tier,
  projectsUsed,
}: {
  email: string;
  tier: Tier;
  projectsUsed: number;
}) {
  const plan = PLANS[tier];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Account Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p className="break-all">
          <span className="font-medium">Email:</span> {email}
        </p>
        <p>
          <span className="font-medium">Plan:</span> {plan.name}
        </p>
        <p>
          <span className="font-medium">Projects:</span> {projectsUsed} of {plan.projectLimit}
        </p>
        {tier !== 'gold' && (
          <Link to="/subscribe" className="text-primary underline">
            {tier === 'free' ? 'Upgrade Plan' : 'Upgrade to Gold'}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
