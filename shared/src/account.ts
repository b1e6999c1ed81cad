/**
 * A person's own login and the account's end (docs/product.md sections 2 and 6): changing the
 * sign-in email through a link sent to the new address, and the owner closing the account. The
 * server answers with these words and the app shows them as they come.
 */

/** How long the link sent to a new sign-in email works. */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

/** How long a closed account's people are told, when they try to sign in, that it was closed. */
export const CLOSED_LOGIN_NOTICE_DAYS = 90;

export const ACCOUNT_MESSAGES = {
  sameEmail: 'That is already your sign-in email.',
  emailChangeLinkGone:
    'This link has expired, was already used or was replaced by a newer one. Ask for a new link from your account page.',
  closeNeedsOwner: "Only the account's owner can close the account.",
} as const;

/** 202 to POST /api/account/email: where the link went. */
export const emailChangeSentMessage = (newEmail: string) =>
  `We sent a link to ${newEmail}. Open it within ${EMAIL_CHANGE_LIFETIME_HOURS} hours to sign in with that email from then on.`;

/** 200 to POST /api/account/email/verify. */
export const emailChangedMessage = (newEmail: string) =>
  `Your sign-in email is now ${newEmail}. Every other device was signed out.`;

/** 401 to a sign-in with a login of a closed account, for CLOSED_LOGIN_NOTICE_DAYS after. */
export const accountClosedMessage = (closedOn: string) =>
  `The LienMinder account this email signed in to was closed by its owner on ${closedOn}, and its data was deleted. Sign up to start a new account.`;
