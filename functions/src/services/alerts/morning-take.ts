/**
 * What one take claims and sends (send-alert.ts): the morning's alerts grouped into one message per
 * recipient (morning-digest.ts), each rendered (digest-email.ts, digest-sms.ts) with its links, the
 * record key of each (its lead alert), the messages each alert goes in, and the messages it will not
 * send. The account holder's email names who missed which alert (delivery-notices.ts); anyone
 * else's carries the way to unsubscribe (RFC 8058). Pure: the Mark-as-done and unsubscribe tokens
 * are signed here from the secrets passed in, the suppression list and missed alerts read before.
 */
import {
  addDays,
  alertContactsPath,
  DOCUMENT_LABELS,
  documentForDeadline,
  documentsFor,
  projectDocumentPath,
  projectPagePath,
  todayIn,
} from '@lienminder/shared';
import type { DeliveryKey, DeliveryRecord } from '#src/ports/alert-deliveries';
import type { MessageOfAlert } from '#src/ports/alert-store';
import { claimItemCount, MAX_CLAIM_ITEMS, type MorningClaim } from '#src/ports/delivery-claims';
import type { OutgoingMessage } from '#src/ports/message-dispatch';
import { alertPayloadOf } from '#src/ports/scheduler';
import type { MissedAlert, Suppression } from '#src/ports/suppressions';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import {
  missedAlertsNotice,
  unsubscribeHeaders,
  unsubscribeLine,
} from '#src/services/deliverability/delivery-notices';
import { suppressionOf } from '#src/services/deliverability/suppressed';
import { signUnsubscribeToken, unsubscribeUrl } from '#src/services/deliverability/unsubscribe-token';
import { deadlineLabel } from '#src/services/messaging/alert-message';
import { type DigestEmailDeadline, digestEmail } from './digest-email';
import { digestSms } from './digest-sms';
import { type Digest, morningDigests, type TakenAlert } from './morning-digest';
import { unsentMessage } from './sms-deferral';
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
  /** The account's plan prepares the statutory documents (Gold): each email links the deadline's. */
  preparesDocuments: boolean;
  /** The account holder's `sessionVersion`: each Mark-as-done link ends when it moves (a password reset). */
  accountVersion: number;
  /** The account holder's name, as the unsubscribe line tells other recipients who listed them. */
  accountName: string;
  /** Signs the unsubscribe links (services/deliverability/unsubscribe-token.ts). */
  unsubscribeSecret: string;
  /** The account's suppression list, as chooseRecipients applied it. */
  suppressions: readonly Suppression[];
  /** Alerts missed since the account holder's last alert email, to be named in the next. */
  earlierMisses: readonly MissedAlert[];
  now: Date;
}

/** A message for deliver-alert, with the alert its record is keyed under (its lead). */
export type LedMessage = OutgoingMessage & { lead: ReturnType<typeof alertPayloadOf> };

export interface MorningTake {
  claim: MorningClaim;
  messages: LedMessage[];
  /** Texts held back by the SMS hours (the alerts' next morning is past their legal last day). */
  textsWithheld: boolean;
  /** The earlier missed alerts the account holder's email names: not to be named again. */
  missesNamed: MissedAlert[];
}

const page = (publicUrl: string, path: string) => new URL(path, publicUrl).href;

function emailDeadline(taken: TakenAlert, context: TakeContext, to: string): DigestEmailDeadline {
  const { alert, project, deadline } = taken;
  const token = signDeadlineDoneToken(context.doneTokenSecret, {
    userId: alert.userId,
    projectId: alert.projectId,
    deadlineId: deadline.id,
    recipient: to,
    accountVersion: context.accountVersion,
    issuedAt: context.now.toISOString(),
    expiresAt: `${addDays(deadline.legalLastDay, DONE_LINK_DAYS_AFTER_LAST_DAY)}T00:00:00.000Z`,
  });
  const markDone = new URL('/deadlines/done', context.publicUrl);
  markDone.searchParams.set('token', token);
  const accountHolder = isAccountHolder(to, context);
  const kind = context.preparesDocuments
    ? documentForDeadline(deadline.type, documentsFor(project))
    : undefined;
  return {
    project,
    deadline,
    label: deadlineLabel(project, deadline),
    links: {
      project: page(context.publicUrl, projectPagePath(alert.projectId)),
      markDone: markDone.href,
      alertSettings: accountHolder ? page(context.publicUrl, alertContactsPath(alert.projectId)) : null,
      document: kind
        ? {
            href: page(context.publicUrl, projectDocumentPath(alert.projectId, kind)),
            title: DOCUMENT_LABELS[kind],
          }
        : null,
    },
  };
}

const isAccountHolder = (to: string, context: TakeContext) =>
  to.toLowerCase() === context.accountEmail.trim().toLowerCase();

/** The recipients the suppression list stops this morning, as the account holder's notice names them. */
function missedNow(taken: readonly TakenAlert[], suppressions: readonly Suppression[]): MissedAlert[] {
  return taken.flatMap(({ project, deadline, recipients }) =>
    [
      ...recipients.emailsSkipped.map(({ to }) => ({ channel: 'email' as const, to })),
      ...recipients.phonesSkipped
        .filter(({ reason }) => reason === 'suppressed')
        .map(({ to }) => ({ channel: 'sms' as const, to })),
    ].flatMap(({ channel, to }) => {
      const suppression = suppressionOf(suppressions, channel, to);
      return suppression
        ? [
            {
              channel,
              recipient: to,
              projectName: project.name,
              deadlineTitle: deadline.title,
              reason: suppression.reason,
              at: suppression.at,
            },
          ]
        : [];
    }),
  );
}

/** The notice to the account holder, or the unsubscribe line and header fields to anyone else. */
function addendaFor(to: string, lead: TakenAlert, missed: readonly MissedAlert[], context: TakeContext) {
  if (isAccountHolder(to, context)) return { notice: missedAlertsNotice(missed, lead.project.timeZone) };
  const url = unsubscribeUrl(
    context.publicUrl,
    signUnsubscribeToken(context.unsubscribeSecret, { userId: lead.alert.userId, address: to }),
  );
  return { footer: unsubscribeLine(context.accountName, url), headers: unsubscribeHeaders(url) };
}

function render(digest: Digest, missed: readonly MissedAlert[], context: TakeContext): OutgoingMessage {
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
        addendaFor(digest.to, first, missed, context),
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
  const missed = [...context.earlierMisses, ...missedNow(taken, context.suppressions)];
  const messages = digests.map((digest) => ({
    key: keyOf(digest),
    message: render(digest, missed, context),
  }));
  const holderEmailed = digests.some(
    (digest) => digest.channel === 'email' && isAccountHolder(digest.to, context),
  );
  const sentIn = (alert: TakenAlert): MessageOfAlert[] =>
    digests
      .filter((digest) => digest.alerts.some((candidate) => sameAlert(candidate, alert)))
      .map((digest) => {
        const { userId: _user, ...key } = keyOf(digest);
        return key;
      });
  const skipped: DeliveryRecord[] = taken.flatMap((alert) => [
    ...alert.recipients.emailsSkipped.map(({ to, reason }) =>
      unsentMessage(alert, 'email', to, reason, context.now),
    ),
    ...alert.recipients.phonesSkipped.map(({ to, reason }) =>
      unsentMessage(alert, 'sms', to, reason, context.now),
    ),
    ...(texting
      ? []
      : alert.recipients.phones.map((to) => unsentMessage(alert, 'sms', to, 'quiet_hours', context.now))),
  ]);
  return {
    claim: {
      alerts: taken.map((alert) => ({ alert: alert.alert, sentIn: sentIn(alert) })),
      messages,
      skipped,
    },
    messages: messages.map(({ key, message }) => ({ ...message, lead: alertPayloadOf(key) })),
    textsWithheld: !texting && taken.some((alert) => alert.recipients.phones.length > 0),
    missesNamed: holderEmailed ? [...context.earlierMisses] : [],
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
