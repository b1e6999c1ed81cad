import { smsTestSchema, toE164 } from '@lienminder/shared';
import { type FormEvent, useState } from 'react';
import { DiagnosticPage } from '@/components/diagnostics/diagnostic-page';
import { ResultNote } from '@/components/diagnostics/result-note';
import { useSendTestSms } from '@/components/diagnostics/send-test-sms';
import { SmsMessageField } from '@/components/diagnostics/sms-message-field';
import { PhoneField } from '@/components/project-form/phone-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notifyError } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/** /sms-test (docs/product.md sections 2 and 5): a US number as (XXX) XXX-XXXX and a message of at most 160 characters. */
export default function SmsTestPage() {
  const [digits, setDigits] = useState('');
  const [message, setMessage] = useState('Test message: your SMS alerts are working.');
  const [messageError, setMessageError] = useState<string>();
  const send = useSendTestSms();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (digits === '') {
      notifyError(TOASTS.phoneRequired);
      return;
    }
    const parsed = smsTestSchema.safeParse({ phone: toE164(digits), message });
    setMessageError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) send.mutate(parsed.data);
  }

  return (
    <DiagnosticPage
      title="SMS Test"
      description="Send a test text to your own number. It must have agreed to LienMinder texts and not replied STOP."
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Send a test SMS</CardTitle>
          <CardDescription>
            Texts go out between 8:00 AM and 8:00 PM Florida time, on plans with SMS alerts.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <PhoneField label="Phone Number" value={digits} onDigitsChange={setDigits} />
            <SmsMessageField value={message} onChange={setMessage} error={messageError} />
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
