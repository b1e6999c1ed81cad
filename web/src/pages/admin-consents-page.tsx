import type { SmsConsentPage, SmsConsentRecord } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { Download, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConsentsTable } from '@/components/admin/consents-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, answer, api } from '@/lib/api-client';
import { consentsCsv, consentsCsvFileName } from '@/lib/consents-csv';
import { downloadFile } from '@/lib/download-file';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/** One page of the log (the server sets its size), with the admin's HTTP Basic credentials. */
function fetchPage(authorization: string, cursor: string | null): Promise<SmsConsentPage> {
  return answer(
    api.GET('/sms/admin/consents', {
      params: { query: cursor ? { cursor } : {} },
      headers: { Authorization: authorization },
    }),
  );
}

/** `Basic base64(user:password)`, UTF-8 safe (RFC 7617). */
function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

const RESTRICTED =
  'Access to this page is restricted to authorized administrators. Consent records are personal data: export them only to prove consent.';

/**
 * /admin/consents (docs/product.md sections 2 and 6): reachable by anyone, locked until a consent list request
 * with the admin's credentials succeeds. The credentials live in this page's memory only.
 */
export default function AdminConsentsPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [authorization, setAuthorization] = useState<string | null>(null);
  const [consents, setConsents] = useState<SmsConsentRecord[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);

  const signIn = useMutation({
    mutationFn: async (credentials: string) => ({ credentials, page: await fetchPage(credentials, null) }),
    onSuccess: ({ credentials, page }) => {
      setAuthorization(credentials);
      setConsents(page.consents);
      setNextCursor(page.nextCursor);
      notifySuccess(
        TOASTS.accessGranted,
        `Loaded ${page.consents.length} consent record${page.consents.length === 1 ? '' : 's'}`,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 503) {
        setNotConfigured(true);
        return;
      }
      // 429 has its own words (try again later); every other failure reads as the spec's.
      const rateLimited = error instanceof ApiError && error.status === 429;
      notifyError(TOASTS.authenticationFailed, (rateLimited && error.serverMessage) || undefined);
    },
  });

  const loadMore = useMutation({
    mutationFn: () => fetchPage(authorization ?? '', nextCursor),
    onSuccess: (page) => {
      setConsents((loaded) => [...loaded, ...page.consents]);
      setNextCursor(page.nextCursor);
    },
    onError: (error) =>
      notifyError({ title: 'Error' }, (error instanceof ApiError && error.serverMessage) || undefined),
  });

  /** Every record, not only the pages on screen: the rest are fetched first. */
  const exportCsv = useMutation({
    mutationFn: async () => {
      const all = [...consents];
      let cursor = nextCursor;
      while (cursor) {
        const page = await fetchPage(authorization ?? '', cursor);
        all.push(...page.consents);
        cursor = page.nextCursor;
      }
      setConsents(all);
      setNextCursor(null);
      downloadFile(consentsCsvFileName(new Date()), consentsCsv(all), 'text/csv;charset=utf-8');
    },
    onError: (error) =>
      notifyError({ title: 'Error' }, (error instanceof ApiError && error.serverMessage) || undefined),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate(basicAuthorization(username.trim(), password));
  }

  if (authorization === null) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <title>SMS Consent Records · LienMinder</title>
        <Card>
          <CardHeader className="text-center">
            <Lock className="mx-auto size-8 text-primary" aria-hidden="true" />
            <CardTitle as="h1" className="text-2xl">
              SMS Consent Records
            </CardTitle>
            <CardDescription>{RESTRICTED}</CardDescription>
          </CardHeader>
          <CardContent>
            {notConfigured ? (
              <p role="alert" className="rounded-md border border-border bg-muted p-4 text-sm">
                Admin access is not configured. Set ADMIN_USERNAME and ADMIN_PASSWORD (locally) or the admin
                credentials in the Twilio secret (on AWS) to use this page.
              </p>
            ) : (
              <form noValidate onSubmit={submit} className="grid gap-4">
                <Field
                  label="Username"
                  autoComplete="username"
                  required
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
                <Field
                  label="Password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  renderInput={(inputProps) => <PasswordInput {...inputProps} />}
                />
                <Button type="submit" disabled={signIn.isPending}>
                  {signIn.isPending ? 'Signing In...' : 'Sign In'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <title>SMS Consent Records · LienMinder</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">SMS Consent Records</h1>
          <p className="text-sm text-muted-foreground">
            {consents.length} record{consents.length === 1 ? '' : 's'} loaded, newest first.
          </p>
        </div>
        <Button onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
          <Download aria-hidden="true" />
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <p className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">{RESTRICTED}</p>
      <div className="mt-4">
        <ConsentsTable consents={consents} />
      </div>
      {nextCursor ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => loadMore.mutate()} disabled={loadMore.isPending}>
            {loadMore.isPending ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
