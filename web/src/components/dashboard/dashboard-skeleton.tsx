import { Skeleton } from '@/components/ui/skeleton';

/**
 * Placeholders shaped like the stat cards and project cards while the dashboard loads, at least a
 * screen tall as the dashboard is: the footer stays below the fold rather than jump (see PageSpinner).
 */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your projects" className="flex min-h-svh flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {['projects', 'deadlines', 'alerts'].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
      {['first', 'second'].map((key) => (
        <Skeleton key={key} className="h-48" />
      ))}
    </div>
  );
}
