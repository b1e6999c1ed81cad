/** Where users reach a person; shown in the landing footer and the legal pages. */
export const SUPPORT_EMAIL = 'support@lienminder.com';
