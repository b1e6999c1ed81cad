import { DATA_DELETION_DAYS, PLANS, type Tier } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';
import { cancelSubscription } from './billing-api';

/**
 * docs/product.md section 4: cancelling asks twice. The texts say exactly what the product does
 * (services/billing, docs/decisions/011): billing stops now; the plan, its SMS alerts and
 * reminders run to the end of the period; 15 days after that, what Free does not hold is deleted
 * unless the user subscribes again.
 */
export function CancelSubscriptionDialogs({ tier }: { tier: Exclude<Tier, 'free'> }) {
  const [step, setStep] = useState<'closed' | 'data' | 'period'>('closed');
  const [endMessage, setEndMessage] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const cancellation = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      setEndMessage(answer.message);
      notifySuccess(TOASTS.subscriptionCancelled, answer.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) onUnauthorized();
      else
        notifyError(
          TOASTS.cancelFailed,
          error instanceof ApiError ? error.serverMessage || undefined : undefined,
        );
    },
  });
  const plan = PLANS[tier];

  if (endMessage) {
    return (
      <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
        {endMessage}
      </p>
    );
  }
  return (
    <>
      <Button variant="destructive" onClick={() => setStep('data')} disabled={cancellation.isPending}>
        {cancellation.isPending ? 'Cancelling...' : 'Cancel Subscription'}
      </Button>
      <AlertDialog open={step === 'data'} onOpenChange={(open) => !open && setStep('closed')}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
            <AlertDialogDescription>
              Billing stops immediately: you will not be charged again. When your {plan.name} plan ends, SMS
              alerts and recurring reminders stop, and within {DATA_DELETION_DAYS} days after that your
              account data beyond the Free plan is permanently deleted: every project except your oldest one,
              alert contacts beyond the first email, and SMS and reminder settings. Subscribing again before
              then keeps everything.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep My Plan</AlertDialogCancel>
            <AlertDialogAction
              destructive
              onClick={(event) => {
                event.preventDefault();
                setStep('period');
              }}
            >
              I Understand, Continue
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={step === 'period'} onOpenChange={(open) => !open && setStep('closed')}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Downgrade at the end of your billing period</AlertDialogTitle>
            <AlertDialogDescription>
              Your {plan.name} plan stays active until the end of the current billing period. Then your
              account moves to the Free plan: 1 project, 1 alert email, no SMS alerts and no recurring
              reminders.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Go Back</AlertDialogCancel>
            <AlertDialogAction destructive onClick={() => cancellation.mutate()}>
              Cancel Subscription
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
