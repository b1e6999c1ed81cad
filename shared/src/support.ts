/** Where users reach a person: the landing footer, the legal pages and the SMS HELP reply. */
export const SUPPORT_EMAIL = 'support@lienminder.com';
