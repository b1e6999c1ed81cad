/**
 * What one take claims and sends (send-alert.ts): the morning's alerts grouped into one message per
 * recipient (morning-digest.ts), each rendered (digest-email.ts, digest-sms.ts) with its links, the
 * record key of each (its lead alert), the messages each alert goes in, and the texts it will not
 * send. Pure: the Mark-as-done tokens are signed here from the secret passed in.
 */
import { addDays, alertContactsPath, projectPagePath, todayIn } from '@lienminder/shared';
import type { DeliveryKey, DeliveryRecord } from '#ports/alert-deliveries';
import type { MessageOfAlert } from '#ports/alert-store';
import { claimItemCount, MAX_CLAIM_ITEMS, type MorningClaim } from '#ports/delivery-claims';
import type { OutgoingMessage } from '#ports/message-dispatch';
import { alertPayloadOf } from '#ports/scheduler';
import { signDeadlineDoneToken } from '../deadlines/deadline-done-token';
import { deadlineLabel } from './alert-message';
import { type DigestEmailDeadline, digestEmail } from './digest-email';
import { digestSms } from './digest-sms';
import { type Digest, morningDigests, type TakenAlert } from './morning-digest';
import { unsentText } from './sms-deferral';
import { withinSmsHours } from './sms-hours';

/** A Mark-as-done link keeps working this long after the deadline's legal last day: late work happens. */
const DONE_LINK_DAYS_AFTER_LAST_DAY = 30;

export interface TakeContext {
  /** `PUBLIC_URL`: every link in a message starts here. */
  publicUrl: string;
  /** Signs the Mark-as-done tokens (services/deadlines/deadline-done-token.ts). */
  doneTokenSecret: string;
  /** The account holder's email: only they get the link to change who gets alerts. */
  accountEmail: string;
  now: Date;
}

/** A message for deliver-alert, with the alert its record is keyed under (its lead). */
export type LedMessage = OutgoingMessage & { lead: ReturnType<typeof alertPayloadOf> };

export interface MorningTake {
  claim: MorningClaim;
  messages: LedMessage[];
  /** Texts held back by the SMS hours (the alerts' next morning is past their legal last day). */
  textsWithheld: boolean;
}

const page = (publicUrl: string, path: string) => new URL(path, publicUrl).href;

function emailDeadline(taken: TakenAlert, context: TakeContext, to: string): DigestEmailDeadline {
  const { alert, project, deadline } = taken;
  const token = signDeadlineDoneToken(context.doneTokenSecret, {
    userId: alert.userId,
    projectId: alert.projectId,
    deadlineId: deadline.id,
    expiresAt: `${addDays(deadline.legalLastDay, DONE_LINK_DAYS_AFTER_LAST_DAY)}T00:00:00.000Z`,
  });
  const markDone = new URL('/deadlines/done', context.publicUrl);
  markDone.searchParams.set('token', token);
  const accountHolder = to.toLowerCase() === context.accountEmail.trim().toLowerCase();
  return {
    project,
    deadline,
    label: deadlineLabel(project, deadline),
    links: {
      project: page(context.publicUrl, projectPagePath(alert.projectId)),
      markDone: markDone.href,
      alertSettings: accountHolder ? page(context.publicUrl, alertContactsPath(alert.projectId)) : null,
    },
  };
}

function render(digest: Digest, context: TakeContext): OutgoingMessage {
  const [first, ...rest] = digest.alerts;
  const today = todayIn(first.project.timeZone, context.now);
  if (digest.channel === 'email') {
    const [head, ...tail] = digest.alerts.map((taken) => emailDeadline(taken, context, digest.to));
    return {
      channel: 'email',
      ...digestEmail(
        {
          deadlines: [head as DigestEmailDeadline, ...tail],
          today,
          dashboardUrl: page(context.publicUrl, '/'),
        },
        digest.to,
      ),
    };
  }
  return {
    channel: 'sms',
    to: digest.to,
    body: digestSms({
      first: {
        projectName: first.project.name,
        deadline: first.deadline,
        label: deadlineLabel(first.project, first.deadline),
      },
      more: rest.length,
      link: page(context.publicUrl, rest.length === 0 ? projectPagePath(first.alert.projectId) : '/'),
      today,
    }),
    // The zone goes with the text: deliver-alert checks the SMS hours there on every attempt.
    timeZone: first.project.timeZone,
  };
}

const keyOf = (digest: Digest): DeliveryKey => ({
  ...alertPayloadOf(digest.alerts[0].alert),
  channel: digest.channel,
  to: digest.to,
});

const sameAlert = (a: TakenAlert, b: TakenAlert) =>
  a.alert.projectId === b.alert.projectId &&
  a.alert.deadlineId === b.alert.deadlineId &&
  a.alert.alertKey === b.alert.alertKey;

function takeOf(taken: readonly TakenAlert[], context: TakeContext): MorningTake {
  const texting = taken.length > 0 && withinSmsHours(context.now, (taken[0] as TakenAlert).project.timeZone);
  const digests = morningDigests(taken, texting);
  const messages = digests.map((digest) => ({ key: keyOf(digest), message: render(digest, context) }));
  const sentIn = (alert: TakenAlert): MessageOfAlert[] =>
    digests
      .filter((digest) => digest.alerts.some((candidate) => sameAlert(candidate, alert)))
      .map((digest) => {
        const { userId: _user, ...key } = keyOf(digest);
        return key;
      });
  const skipped: DeliveryRecord[] = taken.flatMap((alert) => [
    ...alert.recipients.phonesSkipped.map(({ to, reason }) => unsentText(alert, to, reason, context.now)),
    ...(texting
      ? []
      : alert.recipients.phones.map((to) => unsentText(alert, to, 'quiet_hours', context.now))),
  ]);
  return {
    claim: {
      alerts: taken.map((alert) => ({ alert: alert.alert, sentIn: sentIn(alert) })),
      messages,
      skipped,
    },
    messages: messages.map(({ key, message }) => ({ ...message, lead: alertPayloadOf(key) })),
    textsWithheld: !texting && taken.some((alert) => alert.recipients.phones.length > 0),
  };
}

/**
 * The take of the alert that fired (`own`) and the other alerts of its morning (most urgent first):
 * as many of the others as one transaction holds. Those left out go out when their own schedules
 * fire, each taking what is left then.
 */
export function morningTake(
  own: TakenAlert,
  others: readonly TakenAlert[],
  context: TakeContext,
): MorningTake {
  for (let count = others.length; ; count--) {
    const take = takeOf([own, ...others.slice(0, count)], context);
    if (count === 0 || claimItemCount(take.claim) <= MAX_CLAIM_ITEMS) return take;
  }
}
