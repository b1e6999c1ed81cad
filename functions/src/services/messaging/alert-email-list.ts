import { ALERT_SLOTS, alertEmailField, type Plan, type Project } from '@lienminder/shared';

/** The alert slots a plan allowing `count` uses: 1 to `count`, whatever older data holds beyond. */
export const slotsOf = (count: number) => ALERT_SLOTS.filter((slot) => slot <= count);

/**
 * The project's alert list as the plan reads it, whether or not email alerts are on: alert email 1
 * falls back to the account email when blank (docs/product.md section 5). Case-insensitively unique.
 * Alerts go to it while email alerts are on (alerts/recipients.ts); a Mark-as-done link works while
 * its recipient is on it (deadlines/recipient-standing.ts).
 */
export function alertEmailList(project: Project, plan: Plan, accountEmail: string): string[] {
  const emails = slotsOf(plan.alertEmails).map((slot) => {
    const email = project[alertEmailField(slot)].trim();
    return slot === 1 && email === '' ? accountEmail.trim() : email;
  });
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
