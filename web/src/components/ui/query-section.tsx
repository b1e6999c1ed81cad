import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import { Skeleton } from './skeleton';

/** The part of a query a section reads: its answer, whether it is still coming, how to ask again. */
interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A headed section of a page that shows what one query read: placeholders while it loads (a screen
 * reader hears `loadingLabel`), the failure with Try Again, then `children` with the answer.
 * Whatever the answer holds (an empty list, a "Show older" page) is the children's to say.
 */
export function QuerySection<T>({
  id,
  heading,
  query,
  loadingLabel,
  placeholderClassName,
  failureMessage,
  children,
}: {
  id: string;
  heading: string;
  query: SectionQuery<T>;
  loadingLabel: string;
  /** The size of each of the two placeholders, near that of an entry so the page does not jump. */
  placeholderClassName: string;
  failureMessage: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{loadingLabel}</span>
          <Skeleton className={placeholderClassName} />
          <Skeleton className={placeholderClassName} />
        </div>
      ) : (
        <LoadFailure message={failureMessage} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}
