import { useQuery } from '@tanstack/react-query';
import { answer, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The server's SMS consent text and its terms and privacy links (`GET /sms/config`), read once. */
export const useSmsConfig = () =>
  useQuery({
    queryKey: queryKeys.smsConfig,
    queryFn: () => answer(api.GET('/sms/config')),
    staleTime: Number.POSITIVE_INFINITY,
  });
