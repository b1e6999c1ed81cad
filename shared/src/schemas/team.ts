/** What the team routes receive (docs/product.md section 6); zod/mini, as fields.ts says why. */

import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { INVITED_ROLES } from '../team';
import { newAccountPassword } from './auth';
import { email, requiredText } from './fields';

const invitedRole = z.enum(INVITED_ROLES, 'Choose admin or member');

/** POST /api/team/invitations. */
export const invitationRequestSchema = z.object({ email, role: invitedRole });
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** The invitation link's token: 43 base64url characters as issued; longer is never ours. */
const invitationToken = z
  .string(MESSAGES.invitationLinkIncomplete)
  .check(z.minLength(1, MESSAGES.invitationLinkIncomplete), z.maxLength(200));

/** POST /api/team/join: the registration page's rules and messages for the name and password. */
export const joinTeamRequestSchema = z.object({
  token: invitationToken,
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  password: newAccountPassword,
});
export type JoinTeamRequest = z.infer<typeof joinTeamRequestSchema>;

/** The join page's form: the password typed twice, as on the registration page. */
export const joinTeamFormSchema = z
  .extend(z.omit(joinTeamRequestSchema, { token: true }), { confirmPassword: z.string() })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: MESSAGES.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  );
export type JoinTeamForm = z.infer<typeof joinTeamFormSchema>;

/** PATCH /api/team/members/{userId}. */
export const memberRoleSchema = z.object({ role: invitedRole });

/** POST /api/team/owner: the admin who becomes the owner. */
export const newOwnerSchema = z.object({
  userId: z.string('Choose the admin who becomes the owner').check(z.minLength(1), z.maxLength(64)),
});
