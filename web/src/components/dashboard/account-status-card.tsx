import { PLANS, type Tier } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { UPGRADE_LABELS } from '@/components/layout/nav-links';
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
  const upgrade = UPGRADE_LABELS[tier];
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
        <Link to="/company-profile" className="text-primary underline">
          Company profile for the forms
        </Link>
        {upgrade && (
          <Link to="/subscribe" className="text-primary underline">
            {upgrade}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
