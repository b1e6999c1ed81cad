import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export type StepState = 'pending' | 'success' | 'error';

const LOOK = {
  pending: { label: 'Pending', icon: CircleDashed, variant: 'outline' },
  success: { label: 'Success', icon: CircleCheck, variant: 'success' },
  error: { label: 'Error', icon: CircleX, variant: 'destructive' },
} as const;

/** One test step's state (docs/product.md section 8: diagnostic pages show per-step success or error), in words and colour. */
export function StepStatus({ state }: { state: StepState }) {
  const { label, icon: Icon, variant } = LOOK[state];
  return (
    <Badge variant={variant} className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** A yes/no configuration flag, in words (never colour alone): not set is a fact, not an error. */
export function FlagValue({ on }: { on: boolean }) {
  return (
    <Badge variant={on ? 'success' : 'outline'} className="gap-1">
      {on ? (
        <CircleCheck className="size-3.5" aria-hidden="true" />
      ) : (
        <CircleDashed className="size-3.5" aria-hidden="true" />
      )}
      {on ? 'Yes' : 'No'}
    </Badge>
  );
}
