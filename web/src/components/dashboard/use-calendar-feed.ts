import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { answer, api } from '@/lib/api-client';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

/**
 * The private calendar feed: `create` (POST, with the current password) makes a link or replaces
 * the one there was, whose address then stops working; `turnOff` (DELETE) ends it. The server keeps only a hash of the
 * link, so its address exists here alone, until the page is left: `url` is that one showing. `live`
 * says whether there is a feed at all: as the dashboard read it (`liveWhenRead`), then as changed here.
 */
export function useCalendarFeed(liveWhenRead: boolean) {
  const onUnauthorized = useUnauthorizedRedirect();
  const [url, setUrl] = useState<string | null>(null);
  const [live, setLive] = useState(liveWhenRead);
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) onUnauthorized();
  };
  // Each starts by forgetting how the other went: the card says how the last thing asked went.
  const turnOff = useMutation({
    mutationFn: () => answer(api.DELETE('/api/calendar-feed')),
    onMutate: (): void => create.reset(),
    onSuccess: () => {
      setUrl(null);
      setLive(false);
    },
    onError,
  });
  const create = useMutation({
    mutationFn: (currentPassword: string) =>
      answer(api.POST('/api/calendar-feed', { body: { currentPassword } })),
    onMutate: (): void => turnOff.reset(),
    onSuccess: (feed) => {
      setUrl(feed.url);
      setLive(true);
    },
    onError,
  });
  return { url, live, create, turnOff };
}
