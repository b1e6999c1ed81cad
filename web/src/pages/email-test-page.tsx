import { type EmailConfigStatus, testEmailFormSchema } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DiagnosticPage } from '@/components/diagnostics/diagnostic-page';
import { PendingList } from '@/components/diagnostics/pending-list';
import { ResultNote } from '@/components/diagnostics/result-note';
import { FlagValue } from '@/components/diagnostics/step-status';
import { useDiagnostic } from '@/components/diagnostics/use-diagnostic';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/hooks/use-auth';
import { ApiError, answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

const FLAGS: [keyof Omit<EmailConfigStatus, 'details'>, string][] = [
  ['configured', 'Email sending configured'],
  ['host', 'Sending service'],
  ['port', 'Connection'],
  ['user', 'Sender identity'],
  ['pass', 'Credentials'],
];

function ConfigStatus() {
  const status = useDiagnostic('/api/email-config-status');
  if (status.isPending)
    return (
      <PendingList
        label="Loading email configuration"
        // The provider is the one detail every answer has (more rows may follow).
        terms={[...FLAGS.map(([, label]) => label), 'provider']}
      />
    );
  if (!status.data)
    return <p className="text-sm text-destructive">The email configuration could not be loaded.</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
      {FLAGS.map(([flag, label]) => (
        <div key={flag} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd>
            <FlagValue on={status.data[flag]} />
          </dd>
        </div>
      ))}
      {Object.entries(status.data.details).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium">{name}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConnectionTest() {
  const test = useDiagnostic('/api/email-connection-test', { enabled: false });
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        onClick={() => void test.refetch()}
        disabled={test.isFetching}
        className="justify-self-start"
      >
        {test.isFetching ? 'Testing...' : 'Test Connection'}
      </Button>
      {test.data ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <FlagValue on={test.data.success} /> {test.data.error ?? test.data.details.checked}
        </p>
      ) : null}
    </div>
  );
}

/** /email-test (docs/product.md sections 2 and 5): configuration, a connection check, and a test email to an address of your own. */
export default function EmailTestPage() {
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (to: string) => answer(api.POST('/api/test-email', { body: { email: to } })),
    onSuccess: (result) => notifySuccess(TOASTS.testEmailSent, result.message),
    onError: (failure) =>
      notifyError(
        TOASTS.emailTestFailed,
        (failure instanceof ApiError && failure.serverMessage) || undefined,
      ),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = testEmailFormSchema.safeParse({ email });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) send.mutate(parsed.data.email);
  }

  return (
    <DiagnosticPage
      title="Email Notification Test"
      description="Check how LienMinder sends email and send yourself a test."
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Configuration</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ConfigStatus />
          <ConnectionTest />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Send a test email</CardTitle>
          <CardDescription>
            To your account email or an alert email of one of your projects. The test email should arrive in 1
            to 2 minutes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Field
              label="Email Address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
            />
            <Button type="submit" disabled={!user?.email || send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Test Email'}
            </Button>
            <ResultNote success={send.data?.message} error={send.error} />
          </form>
        </CardContent>
      </Card>
    </DiagnosticPage>
  );
}
