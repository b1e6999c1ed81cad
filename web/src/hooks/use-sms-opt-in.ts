import { type SmsOptInRequest, type SmsOptInResult, smsOptInFormSchema, toE164 } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { postSmsOptIn } from '@/lib/sms-opt-in';
import { TOASTS } from '@/lib/toast-messages';

/** What the opt-in form holds: an optional name, the number as typed, the consent box. */
interface SmsOptInFields {
  name: string;
  phone: string;
  consent: boolean;
}

/**
 * Sends an opt-in form's fields, checked by the shared opt-in rules first (a missing number or
 * consent is told, nothing sent), and tells how it went; `onOptedIn` hears of an opt-in the server
 * accepted.
 */
export function useSmsOptIn({
  source,
  onOptedIn,
}: {
  source: SmsOptInRequest['source'] | undefined;
  onOptedIn: (result: SmsOptInResult) => void;
}) {
  const optIn = useMutation({
    mutationFn: postSmsOptIn,
    onSuccess: (result) => {
      if (!result.success) {
        notifyError(TOASTS.optInRefused, result.message || undefined);
        return;
      }
      notifySuccess(result.smsSent ? TOASTS.optedIn : { title: TOASTS.optedIn.title });
      onOptedIn(result);
    },
    onError: (error) =>
      notifyError(TOASTS.optInFailed, (error instanceof ApiError && error.serverMessage) || undefined),
  });

  function send(fields: SmsOptInFields) {
    const form = smsOptInFormSchema.safeParse(fields);
    if (!form.success) {
      const missing = form.error.issues[0]?.path[0];
      notifyError(missing === 'phone' ? TOASTS.phoneNumberRequired : TOASTS.consentRequired);
      return;
    }
    optIn.mutate({
      ...(form.data.name ? { name: form.data.name } : {}),
      phone: toE164(form.data.phone),
      sms_opt_in: true,
      ...(source ? { source } : {}),
    });
  }

  return { send, isPending: optIn.isPending };
}
