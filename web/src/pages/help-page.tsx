import { formatPrice, PLANS } from '@lienminder/shared';
import { LifeBuoy, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CancelSubscriptionDialogs } from '@/components/billing/cancel-subscription-dialogs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { SUPPORT_EMAIL } from '@/lib/support';

const FAQ: [string, string][] = [
  [
    'Is LienMinder legal advice?',
    'No. LienMinder is a convenience tool that computes deadlines under Fla. Stat. ch. 713 and s. 255.05; you bear all risk. Consult a Florida construction attorney about your lien rights.',
  ],
  [
    'When do alerts go out?',
    'Email and SMS alerts go out 30, 14, 7, 3 and 1 days before each lien and bond-claim deadline, at 9:00 in the project’s time zone. Notice to Owner deadlines are shown for reference only. A deadline you mark done gets no more alerts.',
  ],
  [
    'How does billing work?',
    `Plans are billed monthly: Silver ${formatPrice(PLANS.silver.priceCents)}, Gold ${formatPrice(PLANS.gold.priceCents)}. Upgrading from Silver to Gold charges only the prorated difference for the rest of the period.`,
  ],
  [
    'What happens when I cancel?',
    'Billing stops at once and your plan runs to the end of the period you paid for; then your account moves to the Free plan. Within 15 days of that, the projects and settings the Free plan does not hold are deleted, unless you subscribe again first.',
  ],
];

/** docs/product.md section 2 "Help": email support, subscription management by plan, FAQ, the cancel dialogs. */
export default function HelpPage() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <PageSpinner />;
  const tier = user.subscriptionStatus;
  const plan = PLANS[tier];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>Help · LienMinder</title>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
        <LifeBuoy className="size-7 text-primary" aria-hidden="true" />
        Help &amp; Support
      </h1>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Email support</CardTitle>
          <CardDescription>We reply within 24 hours.</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex items-center gap-2 text-primary underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
            Your subscription{' '}
            <Badge variant={tier === 'free' ? 'secondary' : 'default'}>{plan.name} Plan</Badge>
          </CardTitle>
          <CardDescription>
            {tier === 'free'
              ? 'The Free plan holds 1 project with 1 alert email.'
              : `${formatPrice(plan.priceCents)} per month: up to ${plan.projectLimit} projects.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          {tier === 'free' && (
            <Link to="/subscribe" className="text-primary underline">
              Upgrade to Silver or Gold for more projects, SMS alerts and recurring reminders
            </Link>
          )}
          {tier === 'silver' && (
            <Button asChild>
              <Link to="/subscribe">Upgrade to Gold</Link>
            </Button>
          )}
          {tier !== 'free' && (
            <section aria-labelledby="cancel-heading" className="flex flex-col items-start gap-2">
              <h3 id="cancel-heading" className="font-semibold">
                Cancel subscription
              </h3>
              <p className="text-sm text-muted-foreground">
                Your plan runs to the end of the billing period; then your account moves to the Free plan.
              </p>
              <CancelSubscriptionDialogs tier={tier} />
            </section>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="faq-heading" className="flex flex-col gap-3">
        <h2 id="faq-heading" className="text-xl font-semibold">
          Frequently asked questions
        </h2>
        <dl className="flex flex-col gap-4">
          {FAQ.map(([question, answer]) => (
            <div key={question} className="rounded-xl border border-border p-4">
              <dt className="font-medium">{question}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
