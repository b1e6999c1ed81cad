import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { isUnauthorizedError } from '@/lib/unauthorized';
import { CalendarSubscribeSteps } from './calendar-subscribe-steps';
import { useCalendarFeed } from './use-calendar-feed';

function FeedLink({ url }: { url: string }) {
  return (
    <>
      <Field
        label="Your calendar link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        hint="Shown only this once: copy it now. Anyone with the link sees your deadlines, so keep it to yourself."
      />
      <Button
        className="self-start"
        onClick={() =>
          void copyText(url, {
            copied: 'Your calendar link is on your clipboard.',
            byHand: 'Select the link and copy it by hand.',
          })
        }
      >
        <Copy aria-hidden="true" />
        Copy Link
      </Button>
      <CalendarSubscribeSteps />
    </>
  );
}

/** Why a link was not made: a wrong password and too many tries in the server's words, else a retry. */
function createFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 429)) return error.serverMessage;
  return 'We could not create your calendar link. Please try again.';
}

/**
 * Dashboard sidebar: a private calendar feed of the open deadlines, for Google Calendar or
 * Outlook. The link is shown once, when made (the server keeps only its hash); a new link or
 * turning it off stops the old one. Making one asks for the current password: the link reads the
 * deadlines without signing in, and a password reset or signing out everywhere ends it. Without a
 * feed the card offers only to make one, and asks for the password once that is chosen.
 */
export function CalendarFeedCard({ live: liveWhenRead }: { live: boolean }) {
  const { url, live, create, turnOff } = useCalendarFeed(liveWhenRead);
  const headingId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const busy = create.isPending || turnOff.isPending;
  const failure =
    create.isError && !isUnauthorizedError(create.error)
      ? createFailure(create.error)
      : turnOff.isError && !isUnauthorizedError(turnOff.error)
        ? 'We could not turn off your calendar link. Please try again.'
        : null;
  const makeLink = () =>
    create.mutate(currentPassword, {
      // Asked again for every link: the password is not kept in the page once used.
      onSuccess: () => {
        setCurrentPassword('');
        setAsking(false);
      },
    });
  const passwordField = (
    <CurrentPasswordField
      autoFocus={asking && !live}
      hint="A calendar link shows your deadlines without signing in, so making one asks for your password. Resetting your password turns the link off."
      value={currentPassword}
      onChange={setCurrentPassword}
    />
  );
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Calendar Feed
        </CardTitle>
        <CardDescription>
          Add your deadlines to Google Calendar or Outlook. Open deadlines show there and stay up to date.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {url || live ? (
          <>
            {url ? (
              <FeedLink url={url} />
            ) : (
              <p>
                Your calendar link is on. It was shown once, when made: a new link shows one again, and the
                old one stops working.
              </p>
            )}
            {passwordField}
            <div className="flex flex-wrap gap-2">
              <ConfirmButton
                variant="outline"
                size="sm"
                question="Create a new calendar link?"
                consequence="The link you have now stops working: calendars subscribed to it stop updating until you paste the new one."
                confirm="Create New Link"
                disabled={busy || currentPassword === ''}
                onConfirm={makeLink}
              >
                New Link
              </ConfirmButton>
              {/* A feed change breaks every calendar subscribed to the old link: asked first. */}
              <ConfirmButton
                variant="outline"
                size="sm"
                question="Turn off your calendar link?"
                consequence="Calendars subscribed to it stop updating. You can create a new link at any time."
                confirm="Turn Off"
                disabled={busy}
                onConfirm={() => turnOff.mutate()}
              >
                Turn Off
              </ConfirmButton>
            </div>
          </>
        ) : (
          <>
            {asking ? passwordField : null}
            <Button
              className="self-start"
              disabled={busy || (asking && currentPassword === '')}
              onClick={asking ? makeLink : () => setAsking(true)}
            >
              <CalendarPlus aria-hidden="true" />
              {create.isPending ? 'Creating Link...' : 'Create Calendar Link'}
            </Button>
          </>
        )}
        <div role="status" className="empty:hidden">
          {turnOff.isSuccess && !url ? 'Your calendar link is turned off.' : ''}
        </div>
        <div role="alert" className="font-medium text-destructive empty:hidden">
          {failure}
        </div>
      </CardContent>
    </Card>
  );
}
