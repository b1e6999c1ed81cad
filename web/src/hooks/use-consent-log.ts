import type { SmsConsentRecord } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { fetchConsentPage } from '@/lib/consents-api';
import { consentsCsv, consentsCsvFileName } from '@/lib/consents-csv';
import { downloadFile } from '@/lib/download-file';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

const notifyFailure = (error: Error) =>
  notifyError({ title: 'Error' }, (error instanceof ApiError && error.serverMessage) || undefined);

/**
 * The consent log as the admin pages through it: signing in reads its first page, and the
 * credentials that did are kept in memory only, for the pages after it and the export.
 */
export function useConsentLog() {
  const [authorization, setAuthorization] = useState<string | null>(null);
  const [consents, setConsents] = useState<SmsConsentRecord[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);

  const signIn = useMutation({
    mutationFn: async (credentials: string) => ({
      credentials,
      page: await fetchConsentPage(credentials, null),
    }),
    onSuccess: ({ credentials, page }) => {
      setAuthorization(credentials);
      setConsents(page.consents);
      setNextCursor(page.nextCursor);
      notifySuccess(
        TOASTS.accessGranted,
        `Loaded ${page.consents.length} consent record${page.consents.length === 1 ? '' : 's'}`,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 503) {
        setNotConfigured(true);
        return;
      }
      // 429 has its own words (try again later); every other failure reads as the spec's.
      const rateLimited = error instanceof ApiError && error.status === 429;
      notifyError(TOASTS.authenticationFailed, (rateLimited && error.serverMessage) || undefined);
    },
  });

  const loadMore = useMutation({
    mutationFn: () => fetchConsentPage(authorization ?? '', nextCursor),
    onSuccess: (page) => {
      setConsents((loaded) => [...loaded, ...page.consents]);
      setNextCursor(page.nextCursor);
    },
    onError: notifyFailure,
  });

  /** Every record, not only the pages on screen: the rest are fetched first. */
  const exportCsv = useMutation({
    mutationFn: async () => {
      const all = [...consents];
      let cursor = nextCursor;
      while (cursor) {
        const page = await fetchConsentPage(authorization ?? '', cursor);
        all.push(...page.consents);
        cursor = page.nextCursor;
      }
      setConsents(all);
      setNextCursor(null);
      downloadFile(consentsCsvFileName(new Date()), consentsCsv(all), 'text/csv;charset=utf-8');
    },
    onError: notifyFailure,
  });

  return {
    signedIn: authorization !== null,
    consents,
    nextCursor,
    notConfigured,
    signIn,
    loadMore,
    exportCsv,
  };
}
