/**
 * The spec's exact user-facing texts (sections 5 and 8), in one place so the web form, the API
 * and the tests say the same thing. Texts the spec does not give are marked as ours.
 */

/**
 * Ours: a save from an older revision (docs/decisions/026). Its own export as well, because the API's
 * conflict error is reached from every function that reads projects: importing it through MESSAGES
 * put the whole table, about 5.6 KB, into bundles that validate no form (decision 006's budget).
 */
export const PROJECT_CHANGED_ELSEWHERE =
  'This project was changed elsewhere (another tab, device or person) since you opened it, so your save was not made. Load the new version, then make your change again.';

/** Ours: a document kind a project does not call for. Its own export for the same reason as above. */
export const DOCUMENT_NOT_OFFERED = 'This project does not call for that document';

export const MESSAGES = {
  // Project form (docs/product.md section 5)
  projectNameRequired: 'Project name is required',
  projectAddressRequired: 'Project address is required',
  generalContractorRequired: 'General contractor is required',
  propertyOwnerRequired: 'Property owner is required',
  firstFurnishingDateRequired: 'First furnishing date is required',
  invalidEmail: 'Please enter a valid email address',
  startDateRequired: 'Start date is required when alerts are enabled',
  endDateRequired: 'End date is required when alerts are enabled',
  endDateAfterStart: 'End date must be after start date',
  endDateWithinYear: 'End date cannot exceed one year from start date',
  smsConsentRequiredTitle: 'SMS Consent Required',
  smsConsentRequired:
    'You must consent to SMS alerts for all phone numbers entered. Please check the consent boxes next to your phone numbers.',
  deleteNeedsPaidPlan: 'Upgrade to Silver or Gold plan to delete projects',
  upgradeRequired:
    'Upgrade Required: Free tier is limited to 1 project. Upgrade to Silver for up to 10 projects or Gold for up to 50 projects.',

  // Login and registration
  passwordRequired: 'Password is required',
  passwordMinLength: 'Password must be at least 8 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneFormat: 'Phone number must be in format (555) 555-5555',
  disclaimerRequired: 'You must acknowledge the legal disclaimer to create an account',
  smsOptInRequired: 'You must agree to receive SMS notifications to create an account',

  // SMS opt-in and test
  phoneNumberRequiredTitle: 'Phone Number Required',
  phoneNumberRequired: 'Please enter your mobile phone number',
  consentRequiredTitle: 'Consent Required',
  consentRequired: 'You must check the consent box to opt-in to SMS notifications',
  phoneRequired: 'Phone Required',
  smsOptedIn: "You've been opted in to SMS notifications.",
  smsConfirmationSent: 'Check your phone for a confirmation message.',
  // Ours: an opt-in for a number whose owner texted STOP, which only a START from it undoes.
  smsOptedOutByStop:
    'This number opted out by replying STOP. Text START to the number our alerts come from to receive them again.',
  smsTooLong: 'Message must be 160 characters or fewer',
  // Ours: every number LienMinder texts is a US one (phone.ts isTextableUsNumber).
  usPhoneOnly: 'Enter a US mobile number: LienMinder texts only US numbers',
  // Ours: the opt-in form's proof of work is missing, stale or used (opt-in-proof.ts).
  optInProofRejected: 'Please reload the page and try again.',
  // Ours: `source: "registration"` from anything but the new account's own session.
  registrationOptInOnly: 'Only a new account can opt in from registration. Use the SMS opt-in page.',

  // Ours: rules the spec implies but does not word
  lastFurnishingBeforeFirst: 'Last furnishing date cannot be before the first furnishing date',
  roleInvalid: 'Choose who hired you from the list',
  paymentBondPrivateOnly: 'A payment bond can only be marked on a private project',
  lienRecordedPrivateOnly:
    'Public property cannot be liened: a lien recording date applies only to private projects',
  lienRecordedInFuture: 'Lien recording date cannot be in the future',
  lienRecordedBeforeFirstFurnishing: 'Lien recording date cannot be before the first furnishing date',
  contestPrivateOnly: 'A Notice of Contest date applies only to private projects',
  contestNeedsRecording: 'Enter the lien recording date before the Notice of Contest date',
  contestInFuture: 'Notice of Contest date cannot be in the future',
  isCompletedRequired: 'isCompleted must be true or false',
  revisionInvalid: 'revision must be the whole number the project was read with',
  revisionsDisagree: 'The revision in the body and the If-Match header differ: send one',
  projectChangedElsewhere: PROJECT_CHANGED_ELSEWHERE,
  deadlineMetByRecording:
    'This Claim of Lien is recorded: clear the lien recording date on the project to reopen it',
  contestBeforeRecording: 'Notice of Contest date cannot be before the lien recording date',
  // Ours: the clocks the other side starts (docs/florida-rules.md section 5).
  showCausePrivateOnly: 'An order to show cause date applies only to private projects',
  showCauseNeedsRecording: 'Enter the lien recording date before the order to show cause date',
  showCauseInFuture: 'Order to show cause date cannot be in the future',
  showCauseBeforeRecording: 'Order to show cause date cannot be before the lien recording date',
  bondContestNoBondClaim:
    'A Notice of Contest of Claim against Payment Bond applies only to a payment bond claim, which this project and role do not have',
  bondContestInFuture: 'Notice of Contest of Claim against Payment Bond date cannot be in the future',
  bondContestBeforeFirstFurnishing:
    'Notice of Contest of Claim against Payment Bond date cannot be before the first furnishing date',
  swornDemandNoLien:
    'A demand for a sworn statement of account applies only where you hold a lien: on a private project without a payment bond, or on a bonded one as the contractor or design professional hired by the owner',
  swornDemandInFuture: 'Sworn statement demand date cannot be in the future',
  swornDemandBeforeFirstFurnishing: 'Sworn statement demand date cannot be before the first furnishing date',
  terminationNoLien:
    'A termination date moves only a lien deadline: it applies on a private project without a payment bond, or on a bonded one to the contractor or design professional hired by the owner',
  terminationInFuture: 'Termination date cannot be in the future',
  terminationBeforeFirstFurnishing: 'Termination date cannot be before the first furnishing date',
  nocPrivateOnly: 'A Notice of Commencement applies only to private projects',
  nocRecordedInFuture: 'Notice of Commencement recording date cannot be in the future',
  nocExpirationNeedsRecording: 'Enter the Notice of Commencement recording date before its expiration date',
  nocExpirationNotAfterRecording: 'Notice of Commencement expiration date must be after its recording date',
  invalidDate: 'Enter a valid date',
  phoneTenDigits: 'Phone number must have 10 digits',
  tooLong: 'Must be 200 characters or fewer',
  tokenRequired: 'Missing reset token. Please use the link from your email.',
  phoneWithCountryCode: 'Enter the number with its country code, e.g. +13055550142',
  smsMessageRequired: 'Enter a message',

  // Ours: the statutory documents (Gold's premium feature) and what they are filled from.
  documentsNeedGold:
    'Gold Plan Required: the statutory forms are included with the Gold plan ($14.99/month). Upgrade to Gold to prepare them.',
  documentNotOffered: DOCUMENT_NOT_OFFERED,
  // Ours: an emailed link opened without its token (a new sign-in email's, an invitation's).
  emailLinkIncomplete: 'This link is incomplete. Open the link from the email again.',
  invitationLinkIncomplete: 'This invitation link is incomplete. Open the link from the email again.',

  // Ours: a project's activity read from a page link the API did not give.
  activityCursorInvalid: 'This page of the activity does not exist: start again from the newest',
  moneyInvalid: 'Enter an amount in dollars, like 12500 or 12500.00',
  longTextTooLong: 'Must be 1,000 characters or fewer',
  // Ours: how a deadline was met (proof of service, s. 713.18).
  servedOnRequired: 'Enter the date it was served or recorded',
  serviceMethodInvalid: 'Choose how it was served from the list',
  proofNeedsDoneMark: 'A proof of service goes with a done mark: send isCompleted true with it',
} as const;
