import { type CompanyProfile, companyProfileSchema, emptyCompanyProfile } from '@lienminder/shared';
import type { UserStore } from '#src/ports/user-store';
import { parseRequest } from '#src/services/validation';

/**
 * The account's company profile, who signs the statutory forms; every field '' until entered. Read
 * consistently: the profile page reads it back right after a save.
 */
export async function readCompanyProfile(
  deps: { users: Pick<UserStore, 'findById'> },
  userId: string,
): Promise<CompanyProfile> {
  const user = await deps.users.findById(userId, { consistent: true });
  return user?.companyProfile ?? emptyCompanyProfile();
}

/** Replaces the profile with the body's (400 with each field's message); answers it as stored. */
export async function saveCompanyProfile(
  deps: { users: Pick<UserStore, 'setCompanyProfile'> },
  userId: string,
  body: unknown,
): Promise<CompanyProfile> {
  const profile = parseRequest(companyProfileSchema, body);
  await deps.users.setCompanyProfile(userId, profile);
  return profile;
}
