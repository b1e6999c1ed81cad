import { formatPrice, type StripePriceSummary } from '@lienminder/shared';
import { DiagnosticStep, type StepState } from '@/components/billing/diagnostic-step';
import { useDiagnostic } from '@/components/diagnostics/use-diagnostic';
import { Button } from '@/components/ui/button';

const stateOf = (query: { isPending: boolean; isError: boolean; data?: { success: boolean } }): StepState =>
  query.isPending ? 'pending' : query.isError || !query.data?.success ? 'error' : 'success';

const describePrice = (price: StripePriceSummary | null) =>
  price
    ? `${price.id}: ${price.amount === null ? 'no amount' : formatPrice(price.amount)} ${price.currency.toUpperCase()} per ${price.interval ?? 'one-off'}`
    : 'not found';

/** The payment provider test page (docs/product.md section 2): the three checks, each with its outcome. */
export default function StripeTestPage() {
  const test = useDiagnostic('/api/stripe/test');
  const api = useDiagnostic('/api/stripe/api-test');
  const prices = useDiagnostic('/api/stripe/price-test');
  const rerun = () => Promise.all([test.refetch(), api.refetch(), prices.refetch()]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>Stripe Test · LienMinder</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Stripe Payment Test</h1>
      <ol className="flex flex-col gap-3">
        <DiagnosticStep title="Stripe connection and plan prices" state={stateOf(test)} lines={3}>
          {test.data && (
            <>
              <p>{test.data.message}</p>
              <p>Silver: {describePrice(test.data.prices.silver)}</p>
              <p>Gold: {describePrice(test.data.prices.gold)}</p>
            </>
          )}
        </DiagnosticStep>
        <DiagnosticStep title="Stripe API" state={stateOf(api)}>
          {api.data?.details}
        </DiagnosticStep>
        <DiagnosticStep
          title="Prices agree with the plans ($8.99 and $14.99 a month)"
          state={stateOf(prices)}
        >
          {prices.data && (
            <p>
              Silver {prices.data.silverValid ? 'matches' : 'does not match'}; Gold{' '}
              {prices.data.goldValid ? 'matches' : 'does not match'}.
            </p>
          )}
        </DiagnosticStep>
      </ol>
      <Button variant="outline" className="self-start" onClick={() => void rerun()}>
        Run Again
      </Button>
    </div>
  );
}
