import type { ActivityAction, ActivityActor, ActivityItem } from '@lienminder/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatAlertTime } from '@/components/alert-history/alert-time';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/query-section';
import { answer, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What happened, in a word the list can be scanned by. */
const ACTION_BADGES: Record<ActivityAction, { label: string; variant: BadgeVariant }> = {
  created: { label: 'Created', variant: 'secondary' },
  saved: { label: 'Edited', variant: 'outline' },
  deadline_done: { label: 'Done', variant: 'success' },
  deadline_undone: { label: 'Not done', variant: 'warning' },
  service_recorded: { label: 'Served', variant: 'success' },
  document_prepared: { label: 'Document', variant: 'outline' },
  deleted: { label: 'Deleted', variant: 'destructive' },
};

/** A teammate by name; a recipient of an alert email by the address the link went to. */
const actorInWords = (actor: ActivityActor) =>
  'email' in actor ? `${actor.email}, from an alert email` : actor.name;

function ActivityEntry({ item, timeZone }: { item: ActivityItem; timeZone: string }) {
  const badge = ACTION_BADGES[item.action];
  return (
    <li className="flex flex-col gap-1 border-b border-border py-2 text-sm last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words">{item.summary}</p>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="text-muted-foreground break-words">
        <span>{actorInWords(item.actor)}</span> ·{' '}
        <time dateTime={item.at}>{formatAlertTime(item.at, timeZone)}</time>
      </p>
    </li>
  );
}

/**
 * Who did what to the project, newest first (GET /api/projects/{id}/activity), a page at a time
 * with "Show older". Read again each time the page opens: a teammate may have changed the project
 * since, and this screen's own done marks refresh it (use-deadline-done.ts).
 */
export function ProjectActivity({ projectId, timeZone }: { projectId: string; timeZone: string }) {
  const activity = useInfiniteQuery({
    queryKey: queryKeys.projectActivity(projectId),
    queryFn: ({ pageParam }) =>
      answer(
        api.GET('/api/projects/{id}/activity', {
          params: { path: { id: projectId }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.cursor ?? undefined,
    refetchOnMount: 'always',
  });
  return (
    <QuerySection
      id="activity"
      heading="Activity"
      query={activity}
      loadingLabel="Loading activity"
      placeholderClassName="h-12 w-full"
      failureMessage="We could not load this project's activity."
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        return items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing recorded for this project yet.</p>
        ) : (
          <>
            <ol
              aria-label="Activity, newest first"
              className="flex flex-col rounded-xl border border-border px-3"
            >
              {items.map((item, index) => (
                // An entry has no id of its own; the list only grows at its end.
                // biome-ignore lint/suspicious/noArrayIndexKey: its place in the list is its identity
                <ActivityEntry key={index} item={item} timeZone={timeZone} />
              ))}
            </ol>
            {activity.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                disabled={activity.isFetchingNextPage}
                aria-busy={activity.isFetchingNextPage || undefined}
                onClick={() => void activity.fetchNextPage()}
              >
                {activity.isFetchingNextPage ? 'Loading...' : 'Show older'}
              </Button>
            )}
            {activity.isFetchNextPageError && <p role="alert">We could not load the older activity.</p>}
          </>
        );
      }}
    </QuerySection>
  );
}
