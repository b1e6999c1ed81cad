import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export type StepState = 'pending' | 'success' | 'error';

/** One diagnostic check with its state (docs/product.md section 2: each step pending, success or error). */
export function DiagnosticStep({
  title,
  state,
  lines = 1,
  children,
}: {
  title: string;
  state: StepState;
  /** The lines of text the outcome shows, kept free while the step runs so the steps below stay put. */
  lines?: number;
  children?: ReactNode;
}) {
  const Icon = state === 'pending' ? Loader2 : state === 'success' ? CheckCircle2 : XCircle;
  const label = state === 'pending' ? 'Running' : state === 'success' ? 'Passed' : 'Failed';
  return (
    <li className="flex gap-3 rounded-xl border border-border p-4">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${state === 'pending' ? 'animate-spin text-muted-foreground' : state === 'success' ? 'text-green-700' : 'text-destructive'}`}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">
          {title} <span className="sr-only">: {label}</span>
        </p>
        <div
          className="break-words text-sm text-muted-foreground"
          // text-sm's line height is 1.25rem.
          style={state === 'pending' ? { minHeight: `${lines * 1.25}rem` } : undefined}
        >
          {children}
        </div>
      </div>
    </li>
  );
}
