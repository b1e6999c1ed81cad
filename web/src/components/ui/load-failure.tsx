import { Button } from './button';

/** Why a screen has nothing to show, with a retry where one can help (`onRetry`). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border p-4">
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
