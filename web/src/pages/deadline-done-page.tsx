import type { DeadlineDoneResponse } from '@lienminder/shared';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { DeadlineItem } from '@/components/deadlines/deadline-item';
import { useToday } from '@/components/deadlines/now-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError, answer, api } from '@/lib/api-client';

/** Said for a link with no token, or one the API opens nothing for (its 404 says the same). */
const NO_DEADLINE = 'This link does not open a deadline. Sign in to see your projects.';

const linkKey = (token: string) => ['/api/deadline-done', token] as const;
const linkParams = (token: string) => ({ params: { path: { token } } });

/**
 * The deadline and what the button does: mark it done, or undo that. The page's GET changed
 * nothing; only these buttons do (POST and DELETE of the same address).
 */
function MarkAsDone({ token, link }: { token: string; link: DeadlineDoneResponse }) {
  const queryClient = useQueryClient();
  const today = useToday(link.project.timeZone);
  const mark = useMutation({
    mutationFn: (isCompleted: boolean) =>
      answer((isCompleted ? api.POST : api.DELETE)('/api/deadline-done/{token}', linkParams(token))),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
  const { deadline, project } = link;
  const metByRecording = deadline.metOn !== undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold break-words">{project.name}</p>
        <p className="text-sm text-muted-foreground">{project.address}</p>
      </div>
      <ul>
        <DeadlineItem deadline={deadline} today={today} />
      </ul>
      <div aria-live="polite" className="text-sm">
        {deadline.isCompleted && !metByRecording && (
          <p className="font-medium text-green-800">Marked done. Its alerts have stopped.</p>
        )}
        {mark.isError && (
          <p role="alert" className="text-destructive">
            {mark.error instanceof ApiError
              ? mark.error.serverMessage
              : 'We could not save this. Please try again.'}
          </p>
        )}
      </div>
      {!metByRecording && (
        <Button
          size="lg"
          variant={deadline.isCompleted ? 'outline' : 'default'}
          className="w-full sm:w-auto sm:self-start"
          disabled={mark.isPending}
          aria-busy={mark.isPending || undefined}
          onClick={() => mark.mutate(!deadline.isCompleted)}
        >
          {deadline.isCompleted ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {deadline.isCompleted ? 'Undo' : 'Mark as done'}
        </Button>
      )}
      <Link
        to={`/projects/${encodeURIComponent(project.id)}`}
        className="self-start text-sm text-primary underline"
      >
        Open project
      </Link>
    </div>
  );
}

function LinkFailure({ opened }: { opened: UseQueryResult<DeadlineDoneResponse> | null }) {
  // 404 and 410 say why in the API's words; anything else may pass.
  const refusal =
    opened?.error instanceof ApiError && (opened.error.status === 404 || opened.error.status === 410)
      ? opened.error.serverMessage
      : null;
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{opened === null ? NO_DEADLINE : (refusal ?? 'We could not load this deadline.')}</p>
      {opened !== null && refusal === null ? (
        <Button variant="outline" size="sm" onClick={() => void opened.refetch()}>
          Try Again
        </Button>
      ) : (
        <Link to="/login" className="text-sm text-primary underline">
          Sign In
        </Link>
      )}
    </div>
  );
}

function OpenedLink({ token }: { token: string }) {
  const opened = useQuery({
    queryKey: linkKey(token),
    queryFn: () => answer(api.GET('/api/deadline-done/{token}', linkParams(token))),
  });
  if (opened.data) return <MarkAsDone token={token} link={opened.data} />;
  if (opened.isPending) return <PageSpinner label="Loading deadline" />;
  return <LinkFailure opened={opened} />;
}

/**
 * /deadlines/done?token=…: where an alert email's "Mark as done" link lands, signed in or not.
 * Opening it changes nothing (mail scanners open every link); its button marks the deadline done.
 */
export default function DeadlineDonePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <title>Mark as done · LienMinder</title>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Mark as done
          </CardTitle>
          <CardDescription>Done with this deadline? Mark it done and its alerts stop.</CardDescription>
        </CardHeader>
        <CardContent>{token ? <OpenedLink token={token} /> : <LinkFailure opened={null} />}</CardContent>
      </Card>
    </div>
  );
}
