import type { StripeConfigStatus } from '@lienminder/shared';
import { DiagnosticStep } from '@/components/billing/diagnostic-step';
import { useDiagnostic } from '@/components/diagnostics/use-diagnostic';
import { PageSpinner } from '@/components/ui/spinner';

const SETTINGS: [keyof Omit<StripeConfigStatus, 'allConfigured' | 'webhookUrl'>, string][] = [
  ['secretKey', 'Secret key (STRIPE_SECRET_KEY / stripeSecretKey)'],
  ['publishableKey', 'Publishable key (STRIPE_PUBLISHABLE_KEY / stripePublishableKey)'],
  ['webhookSecret', 'Webhook signing secret (STRIPE_WEBHOOK_SECRET / stripeWebhookSecret)'],
  ['silverPriceId', 'Silver price id (STRIPE_PRICE_SILVER / stripePriceSilver)'],
  ['goldPriceId', 'Gold price id (STRIPE_PRICE_GOLD / stripePriceGold)'],
];

/** The payment provider configuration page (docs/product.md section 2): which settings are set, never their values. */
export default function StripeConfigPage() {
  const status = useDiagnostic('/api/stripe/config-status');
  const webhook = useDiagnostic('/api/stripe/webhook-status');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>Stripe Configuration · LienMinder</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Stripe Configuration</h1>
      {!status.data ? (
        status.isError ? (
          <p role="alert">We could not read the Stripe configuration.</p>
        ) : (
          <PageSpinner label="Loading the configuration" />
        )
      ) : (
        <>
          <p role="status" className="font-medium">
            {status.data.allConfigured
              ? 'Stripe is fully configured.'
              : 'Stripe is not fully configured: without a secret key the local server uses its test-payment provider.'}
          </p>
          <ul className="flex flex-col gap-3">
            {SETTINGS.map(([flag, label]) => (
              <DiagnosticStep key={flag} title={label} state={status.data[flag] ? 'success' : 'error'}>
                {status.data[flag] ? 'Set' : 'Not set'}
              </DiagnosticStep>
            ))}
          </ul>
          <section aria-labelledby="webhook-heading" className="flex flex-col gap-2">
            <h2 id="webhook-heading" className="text-xl font-semibold">
              Webhook
            </h2>
            <p className="text-sm">
              Register this endpoint in Stripe (Developers → Webhooks) for the events{' '}
              <code>invoice.payment_succeeded</code>, <code>invoice.payment_failed</code> and{' '}
              <code>customer.subscription.deleted</code>, and put its signing secret in the configuration:
            </p>
            <code className="break-all rounded-md bg-muted p-3 text-sm">{status.data.webhookUrl}</code>
            {webhook.data && (
              <p className="text-sm text-muted-foreground">
                Signing secret {webhook.data.webhookConfigured ? 'configured' : 'not configured'}.
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
