/** Emails compare case-insensitively: "Ann@Example.com" and "ann@example.com" are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
