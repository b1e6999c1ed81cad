import { PLANS, type User } from '@lienminder/shared';
import { Badge } from '@/components/ui/badge';

/**
 * The dashboard's greeting with the plan's badge: "Welcome" on the person's first sign-in
 * (registering or joining a team, as the server says), "Welcome back" on every later one.
 */
export function DashboardGreeting({
  user,
}: {
  user: Pick<User, 'firstName' | 'subscriptionStatus' | 'firstSignIn'>;
}) {
  const tier = user.subscriptionStatus;
  const welcome = user.firstSignIn ? 'Welcome' : 'Welcome back';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {welcome}, {user.firstName}!
      </h1>
      <Badge variant={tier === 'free' ? 'secondary' : 'default'}>{PLANS[tier].name} Plan</Badge>
    </div>
  );
}
