import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { forgetPendingSmsOptIn, pendingSmsOptIn } from '@/lib/pending-sms-opt-in';

// Few dashboards show this card: the form (and the validation library it brings) loads only for them.
const SmsOptInForm = lazy(() =>
  import('@/components/sms/sms-opt-in-form').then(({ SmsOptInForm }) => ({ default: SmsOptInForm })),
);

/**
 * The registration flow's second chance: when the opt-in that follows registration
 * failed, the new account's dashboard offers the embedded opt-in, filled in with what the user gave
 * at registration, so the consent they ticked is not lost without their knowing.
 */
export function FinishSmsOptInCard() {
  const [pending, setPending] = useState(pendingSmsOptIn);
  if (!pending) return null;

  const close = () => {
    forgetPendingSmsOptIn();
    setPending(null);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Finish Setting Up Text Alerts</CardTitle>
        <CardDescription>
          Your account is ready, but we could not turn on text alerts for your phone. Confirm your number
          below to get deadline alerts by SMS.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-md gap-3">
        <Suspense fallback={<Spinner />}>
          <SmsOptInForm embedded defaults={pending} source="registration" onSuccess={close} />
        </Suspense>
        <Button variant="ghost" onClick={close}>
          Not Now
        </Button>
      </CardContent>
    </Card>
  );
}
