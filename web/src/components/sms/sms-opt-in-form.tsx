import {
  formatPhone,
  type SmsOptInRequest,
  type SmsOptInResult,
  smsOptInFormSchema,
  toE164,
} from '@lienminder/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { postSmsOptIn } from '@/lib/sms-opt-in';
import { TOASTS } from '@/lib/toast-messages';

export interface SmsOptInFormProps {
  /** Inside another flow: no success screen of its own; the flow is told through `onSuccess`. */
  embedded?: boolean;
  onSuccess?: (result: SmsOptInResult) => void;
  /** What the flow already knows (registration: the account's name and phone). */
  defaults?: { name?: string; phone?: string };
  /** Which form showed the consent, as the consent log records it. */
  source?: SmsOptInRequest['source'];
}

/**
 * The public SMS opt-in (docs/product.md sections 2 and 5): an optional name, the mobile number, and a consent
 * box with the server's own consent text (`GET /sms/config`) and its terms and privacy links, so
 * the text the server records is the text shown here.
 */
export function SmsOptInForm({ embedded = false, onSuccess, defaults, source }: SmsOptInFormProps) {
  const config = useQuery({
    queryKey: queryKeys.smsConfig,
    queryFn: () => answer(api.GET('/sms/config')),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [name, setName] = useState(defaults?.name ?? '');
  const [phone, setPhone] = useState(formatPhone(defaults?.phone ?? ''));
  const [consent, setConsent] = useState(false);
  const [optedIn, setOptedIn] = useState(false);

  const optIn = useMutation({
    mutationFn: postSmsOptIn,
    onSuccess: (result) => {
      if (!result.success) {
        notifyError(TOASTS.optInRefused, result.message || undefined);
        return;
      }
      notifySuccess(result.smsSent ? TOASTS.optedIn : { title: TOASTS.optedIn.title });
      if (embedded) onSuccess?.(result);
      else setOptedIn(true);
    },
    onError: (error) =>
      notifyError(TOASTS.optInFailed, (error instanceof ApiError && error.serverMessage) || undefined),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = smsOptInFormSchema.safeParse({ name, phone, consent });
    if (!form.success) {
      const missing = form.error.issues[0]?.path[0];
      notifyError(missing === 'phone' ? TOASTS.phoneNumberRequired : TOASTS.consentRequired);
      return;
    }
    optIn.mutate({
      ...(form.data.name ? { name: form.data.name } : {}),
      phone: toE164(form.data.phone),
      sms_opt_in: true,
      ...(source ? { source } : {}),
    });
  }

  if (config.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading SMS opt-in" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The opt-in form could not be loaded. Please reload the page.
      </p>
    );
  }

  if (optedIn) {
    return (
      <div className="grid justify-items-center gap-4 py-6 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">Successfully Opted In!</h2>
        <p className="text-muted-foreground">
          You will receive LienMinder deadline alerts at {formatPhone(phone)}. Reply STOP at any time to
          cancel.
        </p>
        <Button asChild>
          <Link to="/">Return to Dashboard</Link>
        </Button>
      </div>
    );
  }

  const { consentText, termsUrl, privacyUrl } = config.data;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field
        label="Name (optional)"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Field
        label="Mobile Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(555) 555-5555"
        maxLength={14}
        required
        value={phone}
        onChange={(event) => setPhone(formatPhone(event.target.value))}
      />
      <CheckboxField
        required
        checked={consent}
        onCheckedChange={setConsent}
        label={consentText}
        hint={
          <>
            See our{' '}
            <a href={termsUrl} className="text-primary underline">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href={privacyUrl} className="text-primary underline">
              Privacy Policy
            </a>
            .
          </>
        }
      />
      <Button type="submit" disabled={optIn.isPending}>
        {optIn.isPending ? 'Opting In...' : 'Opt In to SMS Alerts'}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Reply STOP to cancel at any time, HELP for help. Msg &amp; data rates may apply.
      </p>
    </form>
  );
}
