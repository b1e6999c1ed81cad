/** Sending dispatched messages (DeliverMessages) through the same providers and consent check as alerts. */

import type { MessageRequest } from '#src/ports/outgoing-message-schema';
import {
  type DeliveryReport,
  deliverMessages,
  MESSAGE_UNDELIVERED,
} from '#src/services/messages/deliver-messages';
import { mailer, sendingPhoneStatuses, texter } from './message-providers';
import type { Part } from './scope';

export const messageDelivery: Part<(request: MessageRequest) => Promise<DeliveryReport>> = {
  build: (use) => {
    const providers = { mailer: use(mailer), texter: use(texter), phones: use(sendingPhoneStatuses) };
    return ({ purpose, messages }) =>
      deliverMessages(providers, messages, {
        what: purpose,
        undeliveredLog: MESSAGE_UNDELIVERED,
        fields: { purpose },
      });
  },
};
