/**
 * The one confirmation text an opt-in is owed (docs/sms-compliance.md "Consent"), however the
 * consent came: the opt-in page or registration (services/sms/opt-in.ts), a project's consent box
 * (phone-consents.ts). Handed to the sender (docs/decisions/007); its failure is logged and fails
 * nothing, since the consent stands without it.
 */
import { log } from '#src/log';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import { PROGRAM_TEXTS } from './program-texts';

/** Whether the confirmation was handed over. */
export async function sendOptInConfirmation(dispatch: MessageDispatch, phone: string): Promise<boolean> {
  try {
    await dispatch.dispatch('sms_opt_in_confirmation', [
      { channel: 'sms', to: phone, body: PROGRAM_TEXTS.confirmation },
    ]);
    return true;
  } catch (error) {
    log.error('SMS opt-in confirmation not handed over', { error });
    return false;
  }
}
