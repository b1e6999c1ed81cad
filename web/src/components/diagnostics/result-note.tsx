import { ApiError } from '@/lib/api-client';

/** What the server said about the last attempt, in words, so a refusal explains itself. */
export function ResultNote({ success, error }: { success?: string | undefined; error?: unknown }) {
  const failure = error
    ? error instanceof ApiError
      ? error.serverMessage
      : 'The request did not reach the server.'
    : null;
  const text = failure ?? success;
  if (!text) return null;
  return (
    <p role="status" className={failure ? 'text-sm text-destructive' : 'text-sm text-foreground'}>
      {text}
    </p>
  );
}
