/**
 * What the deliverability tests share: an alert harness whose SES answers each email with its own
 * message id (as SES does: its events name that id), the alert fired and delivered at its time,
 * and the project's alert history as GET /api/projects/{id}/alerts answers it.
 */
import { SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { ProjectInput } from '@lienminder/shared';
import type { AlertPayload } from '#src/ports/scheduler';
import type { StoredUser } from '#src/ports/user-store';
import { alertHistory } from '#src/services/alerts/alert-history';
import { dynamoAlertDeliveries } from '#src/store/alert-deliveries';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoTeamRemovals } from '#src/store/team-removals';
import { type AlertHarness, startAlertHarness, WINDOW_PAST_EVERY_TEST_ALERT } from '#test/alerts/harness';

// Last furnishing 2026-02-22: the Claim of Lien is due Saturday 2026-05-23; its 7, 3 and 1-day
// alerts fire at 9:00 Eastern (13:00 UTC) on May 16, 20 and 22.
export const LIEN = { lastFurnishingDate: '2026-02-22' } satisfies Partial<ProjectInput>;
export const FIRES = {
  d7: '2026-05-16T13:00:00.000Z',
  d3: '2026-05-20T13:00:00.000Z',
  d1: '2026-05-22T13:00:00.000Z',
};

export interface SentEmail {
  to: string;
  messageId: string;
  /** The MIME message of a raw send; null for SendEmail. */
  raw: string | null;
  text: string;
  html: string;
}

export async function startDeliverabilityHarness() {
  const harness = await startAlertHarness('2026-03-02T14:00:00.000Z', WINDOW_PAST_EVERY_TEST_ALERT);
  const emails: SentEmail[] = [];
  harness.ses.on(SendEmailCommand).callsFake(async (input) => {
    const to = input.Destination.ToAddresses[0];
    const messageId = `ses-${emails.length + 1}`;
    emails.push({
      to,
      messageId,
      raw: null,
      text: input.Message.Body.Text.Data,
      html: input.Message.Body.Html.Data,
    });
    return { MessageId: messageId };
  });
  harness.ses.on(SendRawEmailCommand).callsFake(async (input) => {
    const raw = new TextDecoder().decode(input.RawMessage.Data);
    const messageId = `ses-${emails.length + 1}`;
    emails.push({
      to: input.Destinations[0],
      messageId,
      raw,
      text: decodedPart(raw, 'plain'),
      html: decodedPart(raw, 'html'),
    });
    return { MessageId: messageId };
  });
  return { harness, emails };
}

/** One part of a MIME message the SES adapter built (base64, lines of 76). */
function decodedPart(raw: string, type: 'plain' | 'html'): string {
  const part = new RegExp(
    `Content-Type: text/${type}; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--`,
  ).exec(raw);
  return Buffer.from((part?.[1] ?? '').replaceAll('\r\n', ''), 'base64').toString('utf8');
}

/** Fires the project's alert `alertKey` at its time and delivers what send-alert decided. */
export async function fireAndDeliver(
  harness: AlertHarness,
  user: StoredUser,
  projectId: string,
  alertKey: keyof typeof FIRES,
) {
  harness.clock.set(new Date(Date.parse(FIRES[alertKey]) + 4_000).toISOString());
  const payload: AlertPayload = { userId: user.id, projectId, deadlineId: `${projectId}-lien`, alertKey };
  const order = await harness.app.alerting.send(payload);
  await harness.app.alerting.deliver(order);
  return order;
}

export function historyOf(harness: AlertHarness, user: StoredUser, projectId: string) {
  const { app } = harness;
  return alertHistory(
    {
      projects: app.projects,
      alerts: app.alerting.records,
      deliveries: dynamoAlertDeliveries(createDocumentClient(app.config), app.config.tableName),
      suppressions: app.suppressions,
      teamRemovals: dynamoTeamRemovals(createDocumentClient(app.config), app.config.tableName),
      users: app.users,
    },
    user,
    projectId,
  );
}

export type DeliverabilityHarness = Awaited<ReturnType<typeof startDeliverabilityHarness>>;
