import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { basicAuthorization } from '@/lib/consents-api';

/**
 * The locked consent records page: the admin's username and password, sent as HTTP Basic
 * credentials through `onSignIn`; or, when the server has no admin configured, how to set one.
 */
export function AdminSignIn({
  restricted,
  notConfigured,
  pending,
  onSignIn,
}: {
  restricted: string;
  notConfigured: boolean;
  pending: boolean;
  onSignIn: (authorization: string) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSignIn(basicAuthorization(username.trim(), password));
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>SMS Consent Records · LienMinder</title>
      <Card>
        <CardHeader className="text-center">
          <Lock className="mx-auto size-8 text-primary" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            SMS Consent Records
          </CardTitle>
          <CardDescription>{restricted}</CardDescription>
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
              <Button type="submit" disabled={pending}>
                {pending ? 'Signing In...' : 'Sign In'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
