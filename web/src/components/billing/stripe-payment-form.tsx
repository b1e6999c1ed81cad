import { isSetupIntentSecret } from '@lienminder/shared';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/**
 * Stripe's Payment Element. Stripe.js comes from Stripe's servers (`@stripe/stripe-js/pure` loads
 * it only when called), and only once a publishable key is configured. A `seti_` secret saves the
 * card (the first invoice needs no payment now); any other pays; no redirect unless the bank asks.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  onPaid,
  onUnavailable,
}: {
  publishableKey: string;
  clientSecret: string;
  onPaid: () => void;
  onUnavailable: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const loaded = await loadStripe(publishableKey);
        if (!loaded || cancelled || !container.current) return;
        const elements = loaded.elements({ clientSecret });
        elements.create('payment').mount(container.current);
        setStripe({ stripe: loaded, elements });
      } catch {
        if (!cancelled) {
          notifyError(TOASTS.paymentConnectionError);
          onUnavailable();
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, onUnavailable]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setSubmitting(true);
    const options = {
      elements: stripe.elements,
      redirect: 'if_required' as const,
      confirmParams: { return_url: new URL('/?upgraded=true', window.location.origin).href },
    };
    const { error } = isSetupIntentSecret(clientSecret)
      ? await stripe.stripe.confirmSetup(options)
      : await stripe.stripe.confirmPayment(options);
    setSubmitting(false);
    if (error) notifyError(TOASTS.paymentFailed, error.message);
    else onPaid();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {!stripe && <Spinner label="Loading the payment form" />}
      <div ref={container} />
      <Button type="submit" disabled={!stripe || submitting} className="w-full">
        {submitting ? 'Processing...' : 'Pay and Subscribe'}
      </Button>
    </form>
  );
}
