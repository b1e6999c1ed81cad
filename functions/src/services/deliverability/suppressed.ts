/**
 * The suppression list applied where an alert's recipients are chosen: pure, so the recipient
 * choice stays pure too (services/alerts/recipients.ts picks the project's recipients, this drops
 * the ones the account no longer sends to).
 */
import {
  ALERT_SLOTS,
  alertEmailField,
  alertPhoneField,
  normaliseEmail,
  type ProjectFields,
  toE164,
} from '@lienminder/shared';
import type { Suppression } from '#src/ports/suppressions';

const keyOf = (channel: Suppression['channel'], address: string) => `${channel}#${address.toLowerCase()}`;

/** The suppression on this address or number, if any (addresses compare case-insensitively). */
export function suppressionOf(
  suppressions: readonly Suppression[],
  channel: Suppression['channel'],
  address: string,
): Suppression | null {
  const key = keyOf(channel, address);
  return suppressions.find((entry) => keyOf(entry.channel, entry.address) === key) ?? null;
}

export const isSuppressed = (
  suppressions: readonly Suppression[],
  channel: Suppression['channel'],
  address: string,
) => suppressionOf(suppressions, channel, address) !== null;

/** Splits recipients into those an alert still goes to and those the list stops. */
export function withoutSuppressed(
  recipients: readonly string[],
  suppressions: readonly Suppression[],
  channel: Suppression['channel'],
): { allowed: string[]; suppressed: string[] } {
  const allowed: string[] = [];
  const suppressed: string[] = [];
  for (const to of recipients) (isSuppressed(suppressions, channel, to) ? suppressed : allowed).push(to);
  return { allowed, suppressed };
}

/**
 * The account's own address on its list (it bounced, or an alert was marked as spam): the
 * dashboard says so, since the alert emails that would have said so cannot reach it.
 */
export function ownAddressSuppressed(
  suppressions: readonly Suppression[],
  accountEmail: string,
): Pick<Suppression, 'reason' | 'at'> | null {
  const own = suppressionOf(suppressions, 'email', accountEmail.trim());
  return own ? { reason: own.reason, at: own.at } : null;
}

/**
 * The addresses and numbers an edit of a project typed anew: each slot whose address differs from
 * what was stored (an email in another case is the same address: "Carol@" for "carol@" is no new
 * one). Saving one is the account holder vouching for it, which lifts a bounce or a run of carrier
 * failures on it; never a complaint or an unsubscribe, which only their recipient's own act lifts
 * (the unsubscribe page's undo, or opening a confirmation link sent to that address).
 */
export function recipientsTypedAnew(
  project: ProjectFields,
  previous: ProjectFields,
): { channel: Suppression['channel']; address: string }[] {
  return ALERT_SLOTS.flatMap((slot) => {
    const email = project[alertEmailField(slot)].trim();
    const phone = project[alertPhoneField(slot)].trim();
    return [
      ...(email !== '' && normaliseEmail(email) !== normaliseEmail(previous[alertEmailField(slot)])
        ? [{ channel: 'email' as const, address: email }]
        : []),
      ...(phone !== '' && phone !== previous[alertPhoneField(slot)].trim()
        ? [{ channel: 'sms' as const, address: toE164(phone) }]
        : []),
    ];
  });
}

/** What the account holder's save lifts (see recipientsTypedAnew). */
export const LIFTED_BY_THE_ACCOUNT_HOLDER = ['bounced', 'failing'] as const;
