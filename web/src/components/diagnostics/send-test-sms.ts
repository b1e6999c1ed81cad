import { useMutation } from '@tanstack/react-query';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/** POST /api/test-sms with the phone in E.164: 'Test SMS Sent' or the spec's 'SMS Failed' toast. */
export function useSendTestSms() {
  return useMutation({
    mutationFn: (request: { phone: string; message: string }) =>
      answer(api.POST('/api/test-sms', { body: request })),
    onSuccess: (result) => notifySuccess(TOASTS.testSmsSent, result.message),
    onError: () => notifyError(TOASTS.smsFailed),
  });
}
