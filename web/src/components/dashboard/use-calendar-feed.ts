import type { CalendarFeedResponse } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

const FEED_PATH = '/api/calendar-feed';

/**
 * The private calendar feed: `create` (POST, with the current password) makes a link or replaces
 * the one there was, whose address then stops working; `turnOff` (DELETE) ends it. The server keeps only a hash of the
 * link, so its address exists here alone, until the page is left: `url` is that one showing.
 */
export function useCalendarFeed() {
  const onUnauthorized = useUnauthorizedRedirect();
  const [url, setUrl] = useState<string | null>(null);
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) onUnauthorized();
  };
  // Each starts by forgetting how the other went: the card says how the last thing asked went.
  const turnOff = useMutation({
    mutationFn: () => apiRequest<void>('DELETE', FEED_PATH),
    onMutate: (): void => create.reset(),
    onSuccess: () => setUrl(null),
    onError,
  });
  const create = useMutation({
    mutationFn: (currentPassword: string) =>
      apiRequest<CalendarFeedResponse>('POST', FEED_PATH, { currentPassword }),
    onMutate: (): void => turnOff.reset(),
    onSuccess: (feed) => setUrl(feed.url),
    onError,
  });
  return { url, create, turnOff };
}
