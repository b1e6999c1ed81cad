import {
  DEFAULT_TIME_ZONE,
  type DevOutboxPage,
  type LocalDate,
  OUTBOX_PAGE_MAX_LIMIT,
  type StoredDevOutboxMessage,
  todayIn,
} from '@lienminder/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatAlertTime } from '@/components/alert-history/alert-time';
import { formatLocalDate } from '@/components/deadlines/format-local-date';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError, answer, api } from '@/lib/api-client';

type OutboxEmail = Extract<StoredDevOutboxMessage, { channel: 'email' }>;

/** Days in Florida's Eastern zone, where the morning alerts go out (the outbox keeps UTC instants). */
const dayOf = (message: StoredDevOutboxMessage): LocalDate =>
  todayIn(DEFAULT_TIME_ZONE, new Date(message.sentAt));

/**
 * The emails of one day, newest first: the outbox a page at a time (GET /api/dev/outbox) until a
 * page reaches an earlier day. Without a day asked for, the day of the newest email: the local
 * clock may have been moved far from the browser's today.
 */
async function emailsOfDay(
  asked: LocalDate | null,
): Promise<{ day: LocalDate | null; emails: OutboxEmail[] }> {
  const emails: OutboxEmail[] = [];
  let day = asked;
  let cursor: string | null = null;
  do {
    const page: DevOutboxPage = await answer(
      api.GET('/api/dev/outbox', {
        params: { query: { limit: OUTBOX_PAGE_MAX_LIMIT, ...(cursor ? { cursor } : {}) } },
      }),
    );
    for (const message of page.messages) {
      if (message.channel !== 'email') continue;
      day ??= dayOf(message);
      if (dayOf(message) === day) emails.push(message);
    }
    const oldest = page.messages.at(-1);
    cursor = oldest && day !== null && dayOf(oldest) < day ? null : page.nextCursor;
  } while (cursor);
  return { day, emails };
}

function HeaderList({ email }: { email: OutboxEmail }) {
  const headers = [
    ['To', email.to],
    ['Subject', email.subject],
    ['Date', email.sentAt],
    ...Object.entries(email.headers ?? {}),
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {headers.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium">{name}</dt>
          <dd className="break-all text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One email as its recipient's mail app would get it: the HTML (sandboxed: no script, no same-origin), the text, the headers. */
function EmailPreview({ email }: { email: OutboxEmail }) {
  const headingId = `email-${email.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 id={headingId} className="text-lg font-semibold break-words">
        {email.subject}
      </h2>
      <p className="text-sm text-muted-foreground">
        To {email.to} · {formatAlertTime(email.sentAt, DEFAULT_TIME_ZONE)}
      </p>
      <section className="flex flex-col gap-2">
        <h3 className="font-medium">HTML</h3>
        <iframe
          title={`HTML of ${email.subject}`}
          sandbox=""
          srcDoc={email.html}
          className="h-[32rem] w-full max-w-[40rem] rounded-lg border border-border bg-white"
        />
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-medium">Text</h3>
        <pre className="overflow-x-auto rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap">
          {email.text}
        </pre>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-medium">Headers</h3>
        <HeaderList email={email} />
      </section>
    </article>
  );
}

/**
 * /dev/emails: what the local runtime sent on one day (`?day=YYYY-MM-DD`), each email's HTML, text
 * and headers, to see an email before it ships. The outbox exists only in the local runtime.
 */
export default function DevEmailsPage() {
  const [params] = useSearchParams();
  const asked = params.get('day');
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? (asked as LocalDate) : null;
  const outbox = useQuery({ queryKey: ['/api/dev/outbox', 'emails', day], queryFn: () => emailsOfDay(day) });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <title>Emails · Dev outbox · LienMinder</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Emails sent</h1>
        {outbox.data?.day && (
          <p className="text-sm text-muted-foreground">
            {formatLocalDate(outbox.data.day)} (Eastern) · {outbox.data.emails.length} emails
          </p>
        )}
      </div>
      {outbox.data ? (
        outbox.data.emails.length === 0 ? (
          <p>No emails in the local outbox{day ? ' on this day' : ''}.</p>
        ) : (
          outbox.data.emails.map((email) => <EmailPreview key={email.id} email={email} />)
        )
      ) : outbox.isPending ? (
        <PageSpinner label="Loading emails" />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>
            {outbox.error instanceof ApiError && outbox.error.status === 404
              ? 'There is no local outbox here: this server sends email through its provider.'
              : 'We could not read the local outbox.'}
          </p>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
            Try Again
          </Button>
          <Link to="/" className="text-sm text-primary underline">
            Home
          </Link>
        </div>
      )}
    </div>
  );
}
