import { MESSAGES } from '@lienminder/shared';

/**
 * The spec's toast texts (section 8 and the screen descriptions in section 2) that are not form
 * validation messages; those live in MESSAGES in @lienminder/shared. Each entry is the toast's
 * title and, where the spec gives one, its description.
 */
export interface ToastText {
  title: string;
  description?: string;
}

export const TOASTS = {
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  /** The project form words the same event as one line (docs/product.md section 8). */
  unauthorizedOnCreate: { title: 'Unauthorized: You are logged out. Logging in again...' },
  pleaseSignIn: { title: 'Please Sign In', description: 'You need to be logged in to access this page.' },
  welcomeBack: { title: 'Welcome Back!' },
  signInFailed: { title: 'Sign In Failed', description: 'Invalid email or password. Please try again.' },
  accountCreated: { title: 'Account Created Successfully!' },
  registrationFailed: {
    title: 'Registration Failed',
    description: 'Failed to create account. Please try again.',
  },
  copyFailed: { title: 'Copy Failed' },
  projectLimitReached: { title: 'Project Limit Reached' },
  createFailed: { title: 'Failed to create project. Please try again.' },
  updateFailed: { title: 'Failed to update project. Please try again.' },
  deleteSucceeded: { title: 'Success' },
  deleteFailed: { title: 'Error', description: 'Failed to delete project.' },
  // Done marks (ours: the spec has none; the failure worded as its other failures)
  markedDone: { title: 'Marked Done' },
  markedNotDone: { title: 'Marked Not Done' },
  markDeadlineFailed: { title: 'Error', description: 'Failed to update the deadline. Please try again.' },
  // The statutory forms (ours: the spec has none)
  companyProfileSaved: { title: 'Company Profile Saved' },
  companyProfileSaveFailed: {
    title: 'Error',
    description: 'Failed to save the company profile. Please try again.',
  },
  documentFailed: { title: 'Error', description: 'Failed to prepare the document. Please try again.' },
  pdfFailed: { title: 'Error', description: 'Failed to build the PDF. Please try again.' },
  // Password recovery (docs/product.md sections 2 and 8)
  forgotPasswordFailed: { title: 'Error', description: 'Failed to send reset email. Please try again.' },
  resetLinkSent: { title: 'Reset Link Sent' },
  resetFailed: { title: 'Reset Failed', description: 'Failed to reset password. Please try again.' },
  passwordResetSuccessful: { title: 'Password Reset Successful' },
  // Diagnostics (docs/product.md section 8; the success titles are ours)
  smsFailed: {
    title: 'SMS Failed',
    description: 'Failed to send test SMS. Please check your phone number format.',
  },
  phoneRequired: { title: 'Phone Required', description: 'Enter the phone number to text.' },
  testSmsSent: { title: 'Test SMS Sent' },
  emailTestFailed: { title: 'Email Test Failed' },
  testEmailSent: { title: 'Test Email Sent', description: 'It should arrive in 1 to 2 minutes.' },
  // Billing (docs/product.md section 8)
  subscriptionSetupError: {
    title: 'Subscription Setup Error',
    description: 'Failed to initialize payment. Please try again.',
  },
  paymentConnectionError: {
    title: 'Connection Error',
    description: 'Failed to connect to payment service. Please try again.',
  },
  alreadySubscribed: { title: 'Already Subscribed' },
  paymentFailed: {
    title: 'Payment Failed',
    description: 'Payment could not be processed. Please try again.',
  },
  cancelFailed: { title: 'Error', description: 'Failed to cancel subscription. Please contact support.' },
  /** Ours: the spec names no success toast for these. */
  paymentSucceeded: { title: 'Payment Successful' },
  subscriptionCancelled: { title: 'Subscription Cancelled' },
  // SMS opt-in (docs/product.md sections 5 and 8)
  phoneNumberRequired: {
    title: MESSAGES.phoneNumberRequiredTitle,
    description: MESSAGES.phoneNumberRequired,
  },
  consentRequired: { title: MESSAGES.consentRequiredTitle, description: MESSAGES.consentRequired },
  optedIn: { title: MESSAGES.smsOptedIn, description: MESSAGES.smsConfirmationSent },
  optInFailed: {
    title: 'Opt-in Failed',
    description: 'Failed to process your opt-in request. Please try again.',
  },
  /** A result with `success: false` and no message of its own. */
  optInRefused: { title: 'Opt-in Failed', description: 'Failed to opt-in' },
  // Admin consents (docs/product.md section 8)
  accessGranted: { title: 'Access Granted' },
  authenticationFailed: { title: 'Authentication Failed', description: 'Invalid username or password' },
} as const satisfies Record<string, ToastText>;

/** The reset page's texts (docs/product.md section 8, 'Reset link' and 'Reset failure'). */
export const RESET_LINK = {
  invalidTitle: 'Invalid Reset Link',
  missing: 'This password reset link is invalid or missing a token.',
  invalid: 'This password reset link has expired or is invalid.',
  expiredOnReset: 'This reset link has expired or is invalid. Please request a new password reset.',
} as const;

/** Registration's failure wording (docs/product.md section 8), from the ApiError message `"<status>: <body>"`. */
export const REGISTRATION_FAILURE = {
  accountExists: 'An account with this email already exists. Please try logging in instead.',
  checkInformation: 'Please check your information and try again.',
} as const;
