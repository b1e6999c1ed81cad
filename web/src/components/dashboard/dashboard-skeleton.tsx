import { Skeleton } from '@/components/ui/skeleton';

/**
 * Placeholders shaped like the stat cards and project cards while the dashboard loads (the footer
 * stays below the fold meanwhile: app-shell.tsx).
 */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your projects" className="flex flex-col gap-4">
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
