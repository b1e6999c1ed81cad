import { useMutation } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';
import { confirmTestPayment } from './billing-api';

/**
 * The local test-payment provider's payment step (`npm start` without STRIPE_SECRET_KEY): no card
 * form, one button that completes the payment through the local server.
 */
export function TestPaymentForm({ clientSecret, onPaid }: { clientSecret: string; onPaid: () => void }) {
  const payment = useMutation({
    mutationFn: () => confirmTestPayment(clientSecret),
    onSuccess: onPaid,
    onError: (error) =>
      notifyError(
        TOASTS.paymentFailed,
        error instanceof ApiError ? error.serverMessage || undefined : undefined,
      ),
  });
  return (
    <div className="flex flex-col gap-4">
      <p
        role="note"
        className="flex items-center gap-2 rounded-md border border-amber-300 bg-warning p-3 text-sm text-warning-foreground"
      >
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        Test mode — no card is charged
      </p>
      <Button
        onClick={() => payment.mutate()}
        disabled={payment.isPending || payment.isSuccess}
        className="w-full"
      >
        {payment.isPending ? 'Processing...' : 'Complete test payment'}
      </Button>
    </div>
  );
}
