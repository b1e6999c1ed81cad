import { useState } from 'react';
import { DiagnosticPage } from '@/components/diagnostics/diagnostic-page';
import { type StepState, StepStatus } from '@/components/diagnostics/step-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { useAuth } from '@/hooks/use-auth';
import { ApiError, answer, api } from '@/lib/api-client';

interface Step {
  name: string;
  state: StepState;
  detail: string;
}

const STEP_NAMES = [
  'Generate a reset token',
  'Validate the reset token',
  'Check the email configuration',
  'Request a reset email',
] as const;

const initialSteps = (): Step[] =>
  STEP_NAMES.map((name) => ({ name, state: 'pending', detail: 'Not run yet' }));

/**
 * /password-reset-test (docs/product.md section 2): the reset flow's four parts run in order against the
 * signed-in user's own account, each pending, success or error. The token comes from the
 * diagnostic generator, which answers only where diagnostics are enabled and only to the account's
 * current password (a token sets a new one, so a session alone must not get it).
 */
export default function PasswordResetTestPage() {
  const { user } = useAuth();
  const [steps, setSteps] = useState(initialSteps);
  const [running, setRunning] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');

  const mark = (index: number, state: StepState, detail: string) =>
    setSteps((current) => current.map((step, at) => (at === index ? { ...step, state, detail } : step)));

  async function run() {
    if (!user) return;
    setRunning(true);
    setSteps(initialSteps());
    const email = user.email;
    let token = '';
    const work: (() => Promise<string>)[] = [
      async () => {
        const generated = await answer(
          api.POST('/api/test/generate-reset-token', { body: { email, currentPassword } }),
        );
        token = generated.token;
        return `${generated.message} (for ${generated.userEmail})`;
      },
      async () => (await answer(api.POST('/api/auth/validate-reset-token', { body: { token } }))).message,
      async () => {
        const status = await answer(api.GET('/api/email-config-status'));
        if (!status.configured) throw new Error('No email sender is configured.');
        return `Email goes out through ${status.details.provider ?? 'the configured sender'}.`;
      },
      async () => (await answer(api.POST('/api/auth/forgot-password', { body: { email } }))).message,
    ];
    for (const [index, step] of work.entries()) {
      try {
        mark(index, 'success', await step());
      } catch (error) {
        mark(index, 'error', error instanceof ApiError ? error.serverMessage : (error as Error).message);
        break;
      }
    }
    setRunning(false);
  }

  return (
    <DiagnosticPage
      title="Password Reset Test"
      description="Runs each part of password recovery for your own account. The last step emails you a real reset link."
    >
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-4">
          <CardTitle as="h2">Test steps</CardTitle>
          <Button onClick={() => void run()} disabled={running || !user || currentPassword === ''}>
            {running ? 'Running...' : 'Run Tests'}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CurrentPasswordField
            hint="The first step hands out a token that sets a new password, so it asks for the current one."
            value={currentPassword}
            onChange={setCurrentPassword}
          />
          <ol aria-label="Test steps" className="grid gap-3">
            {steps.map((step, index) => (
              <li key={step.name} className="grid gap-1 rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {index + 1}. {step.name}
                  </span>
                  <StepStatus state={step.state} />
                </div>
                <p className="break-words text-sm text-muted-foreground">{step.detail}</p>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </DiagnosticPage>
  );
}
