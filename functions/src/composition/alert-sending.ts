/**
 * Deciding one alert (services/alerts/send-alert.ts): the stores it reads and the claim it writes.
 * No provider here: deliver-alert sends what this decides (composition/alert-delivery.ts).
 */

import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { AlertPayload } from '#src/ports/scheduler';
import { sendAlert } from '#src/services/alerts/send-alert';
import { alertRecords, deliveryClaims } from './alert-records';
import { phoneStatuses } from './consent';
import { suppressionReads } from './deliverability';
import { operationMetrics } from './metrics';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { projects, userLookup } from './stores';

export const alertSending: Part<(payload: AlertPayload) => Promise<DeliveryOrder>> = {
  build: (use) => {
    const dependencies = {
      clock: use(clock),
      metrics: use(operationMetrics),
      alerts: use(alertRecords),
      claims: use(deliveryClaims),
      projects: use(projects),
      users: use(userLookup),
      phones: use(phoneStatuses),
      publicUrl: use(config).publicUrl.href,
      doneTokenSecret: use(sessionSecret),
      unsubscribeSecret: use(sessionSecret),
      suppressions: use(suppressionReads),
    };
    return (payload) => sendAlert(dependencies, payload);
  },
};
