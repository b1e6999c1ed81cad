import { describe, expect, it } from 'vitest';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import { sendOptInConfirmation } from './opt-in-confirmation';
import { PROGRAM_TEXTS } from './program-texts';

describe('the opt-in confirmation', () => {
  it('hands the program confirmation text for the number to the sender, and says it did', async () => {
    const handed: Parameters<MessageDispatch['dispatch']>[] = [];
    const dispatch: MessageDispatch = { dispatch: async (...given) => void handed.push(given) };
    expect(await sendOptInConfirmation(dispatch, '+13055550101')).toBe(true);
    expect(handed).toEqual([
      ['sms_opt_in_confirmation', [{ channel: 'sms', to: '+13055550101', body: PROGRAM_TEXTS.confirmation }]],
    ]);
  });

  it('says it did not when the hand-over fails, without throwing: the consent stands', async () => {
    const dispatch: MessageDispatch = {
      dispatch: async () => {
        throw new Error('EventBridge is down');
      },
    };
    expect(await sendOptInConfirmation(dispatch, '+13055550101')).toBe(false);
  });
});
