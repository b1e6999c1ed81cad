import { smsConfigTestFormSchema } from '@lienminder/shared';
import { type FormEvent, useState } from 'react';
import { DiagnosticPage } from '@/components/diagnostics/diagnostic-page';
import { ResultNote } from '@/components/diagnostics/result-note';
import { useSendTestSms } from '@/components/diagnostics/send-test-sms';
import { SmsMessageField } from '@/components/diagnostics/sms-message-field';
import { TwilioSummary } from '@/components/diagnostics/twilio-summary';
import { useDiagnostic } from '@/components/diagnostics/use-diagnostic';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { notifyError } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/** /sms-config (docs/product.md sections 2 and 5): the SMS configuration, and a test to a number with its country code. */
export default function SmsConfigPage() {
  const status = useDiagnostic('/api/twilio/webhook-status');
  const [phone, setPhone] = useState('+1');
  const [message, setMessage] = useState('Test message: your SMS setup works.');
  const [errors, setErrors] = useState<{ phone?: string; message?: string }>({});
  const send = useSendTestSms();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phone.trim() === '' || phone.trim() === '+') {
      notifyError(TOASTS.phoneRequired);
      return;
    }
    const parsed = smsConfigTestFormSchema.safeParse({ phone, message });
    const found: { phone?: string; message?: string } = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] === 'phone' ? 'phone' : 'message';
      found[field] ??= issue.message;
    }
    setErrors(found);
    if (parsed.success) send.mutate(parsed.data);
  }

  return (
    <DiagnosticPage
      title="SMS Configuration"
      description="Check how texts are sent and send a test to one of your numbers."
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Configuration</CardTitle>
        </CardHeader>
        <CardContent>
          <TwilioSummary status={status.data} isPending={status.isPending} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Send a test SMS</CardTitle>
          <CardDescription>Enter the number with its country code, e.g. +13055550142.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Field
              label="Phone Number (with country code)"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={errors.phone}
            />
            <SmsMessageField value={message} onChange={setMessage} error={errors.message} />
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Test SMS'}
            </Button>
            <ResultNote success={send.data?.message} error={send.error} />
          </form>
        </CardContent>
      </Card>
    </DiagnosticPage>
  );
}
