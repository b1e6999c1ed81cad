import { formatPhone, type SmsOptInRequest, type SmsOptInResult } from '@lienminder/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PHONE_INPUT } from '@/components/ui/phone-input';
import { Spinner } from '@/components/ui/spinner';
import { useSmsConfig } from '@/hooks/use-sms-config';
import { useSmsOptIn } from '@/hooks/use-sms-opt-in';
import { SmsConsentField } from './sms-consent-field';
import { SmsOptedIn } from './sms-opted-in';

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
  const config = useSmsConfig();
  const [name, setName] = useState(defaults?.name ?? '');
  const [phone, setPhone] = useState(formatPhone(defaults?.phone ?? ''));
  const [consent, setConsent] = useState(false);
  const [optedIn, setOptedIn] = useState(false);
  const optIn = useSmsOptIn({
    source,
    onOptedIn: (result) => (embedded ? onSuccess?.(result) : setOptedIn(true)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    optIn.send({ name, phone, consent });
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
  if (optedIn) return <SmsOptedIn phone={phone} />;

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
        {...PHONE_INPUT}
        autoComplete="tel-national"
        required
        value={phone}
        onChange={(event) => setPhone(formatPhone(event.target.value))}
      />
      <SmsConsentField
        checked={consent}
        onCheckedChange={setConsent}
        consentText={consentText}
        termsUrl={termsUrl}
        privacyUrl={privacyUrl}
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
