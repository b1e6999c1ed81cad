import { type PaidTier, PLANS, type SubscriptionResponse } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createSubscription, isConnectionFailure } from '@/components/billing/billing-api';
import { PaymentStep } from '@/components/billing/payment-step';
import { PlanChoice } from '@/components/billing/plan-choice';
import { usePaymentSuccess } from '@/components/billing/use-payment-success';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

type Step =
  | { kind: 'choose' }
  | { kind: 'pay'; tier: PaidTier; setup: SubscriptionResponse; paid: boolean }
  | { kind: 'failed' };

/** docs/product.md section 2 "Subscribe" (/subscribe and /subscription): choose a plan, then pay for it. */
export default function SubscribePage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const onUnauthorized = useUnauthorizedRedirect();
  const paymentSucceeded = usePaymentSuccess();
  const paid = () => {
    if (step.kind === 'pay') setStep({ ...step, paid: true });
    paymentSucceeded();
  };

  const setup = useMutation({
    mutationFn: createSubscription,
    onSuccess: (answer, tier) => {
      if (answer.status === 'active') {
        notifyError(
          TOASTS.alreadySubscribed,
          `You are already on the ${PLANS[answer.currentPlan].name} plan.`,
        );
        navigate('/');
      } else if (answer.status === 'pending') {
        setStep({ kind: 'pay', tier, setup: answer, paid: true });
        paymentSucceeded();
      } else {
        setStep({ kind: 'pay', tier, setup: answer, paid: false });
      }
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return onUnauthorized();
      if (isConnectionFailure(error)) notifyError(TOASTS.paymentConnectionError);
      else
        notifyError(
          TOASTS.subscriptionSetupError,
          error instanceof ApiError ? error.serverMessage || undefined : undefined,
        );
      setStep({ kind: 'failed' });
    },
  });

  if (isLoading) return <PageSpinner />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <title>Choose a Plan · LienMinder</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {user?.subscriptionStatus === 'silver' ? 'Upgrade to Gold' : 'Choose Your Plan'}
        </h1>
        <p className="text-muted-foreground">
          Billed monthly. Your new limits apply as soon as the payment goes through.
        </p>
      </div>
      {!user ? (
        <div className="flex flex-col items-start gap-3">
          <p>Create a free account first; you can upgrade from your dashboard at any time.</p>
          <Button asChild>
            <Link to="/register">Sign Up Free</Link>
          </Button>
        </div>
      ) : step.kind === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border p-4">
          <p>Unable to initialize payment. Please try again.</p>
          <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
            Back to Plans
          </Button>
        </div>
      ) : step.kind === 'pay' ? (
        <PaymentStep
          tier={step.tier}
          setup={step.setup}
          paid={step.paid}
          onPaid={paid}
          onBack={() => setStep({ kind: 'choose' })}
        />
      ) : (
        <>
          {setup.isPending && <p role="status">Preparing your payment...</p>}
          <PlanChoice
            tier={user.subscriptionStatus}
            pending={setup.isPending}
            onChoose={(tier) => setup.mutate(tier)}
          />
        </>
      )}
    </div>
  );
}
