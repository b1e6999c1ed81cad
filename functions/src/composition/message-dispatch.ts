/**
 * PLACEHOLDER until the lead's MessageDispatch lands on main (then this file is theirs): locally the
 * messages go out at once through the same mailer and texter as alerts.
 */
import type { MessageDispatch } from '#ports/message-dispatch';
import { mailer, texter } from './alert-delivery';
import type { Part } from './scope';

export const messageDispatch: Part<MessageDispatch> = {
  build: (use) => ({
    async dispatch(_purpose, messages) {
      for (const { channel, ...message } of messages) {
        if (channel === 'email')
          await use(mailer).send(message as Parameters<ReturnType<typeof mailer.build>['send']>[0]);
        else await use(texter).send(message as Parameters<ReturnType<typeof texter.build>['send']>[0]);
      }
    },
  }),
};
