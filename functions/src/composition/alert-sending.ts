/**
 * Deciding one alert (services/alerts/send-alert.ts): the stores it reads and the claim it writes.
 * No provider here: deliver-alert sends what this decides (composition/alert-delivery.ts).
 */
import type { AlertPayload } from '#ports/scheduler';
import type { DeliveryOrder } from '../services/alerts/delivery-order';
import { sendAlert } from '../services/alerts/send-alert';
import { alertDeliveries, alertRecords, deliveryClaims } from './alert-records';
import { phoneStatuses } from './consent';
import { suppressionList, unsubscribeTokens } from './deliverability';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { projects, userLookup } from './stores';

export const alertSending: Part<(payload: AlertPayload) => Promise<DeliveryOrder>> = {
  build: (use) => {
    const dependencies = {
      clock: use(clock),
      alerts: use(alertRecords),
      claims: use(deliveryClaims),
      deliveries: use(alertDeliveries),
      projects: use(projects),
      users: use(userLookup),
      phones: use(phoneStatuses),
      dashboardUrl: new URL('/', use(config).publicUrl).href,
      suppressions: use(suppressionList),
      unsubscribeTokens: use(unsubscribeTokens),
      publicUrl: use(config).publicUrl,
    };
    return (payload) => sendAlert(dependencies, payload);
  },
};
