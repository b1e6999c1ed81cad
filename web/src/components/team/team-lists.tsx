import type { Team } from '@lienminder/shared';
import { Link } from 'react-router-dom';
import { FormSection } from '@/components/project-form/form-section';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { OpenInvitations } from './open-invitations';

const ROLE_HINT = 'Admins run the team and the company profile; members work on every project.';

/**
 * The team page's two sections: the people with the seats they take, and inviting someone (on a
 * plan with seats to give) with the invitations still open.
 */
export function TeamLists({
  team,
  isOwner,
  me,
  seats,
}: {
  team: Team;
  isOwner: boolean;
  me: string;
  seats: number;
}) {
  const taken = team.members.length + team.invitations.length;
  return (
    <>
      <FormSection
        title="People"
        description={`${taken} of ${seats} seats taken, open invitations included. ${ROLE_HINT}`}
      >
        <ul aria-label="People in your team">
          {team.members.map((member) => (
            <MemberRow key={member.userId} member={member} isOwner={isOwner} me={me} />
          ))}
        </ul>
      </FormSection>
      <FormSection
        title="Invite someone"
        description="They get an email with a link that works once, for 7 days."
      >
        {seats <= 1 ? (
          <p className="text-sm">
            Teammates with their own login come with the Silver plan (3 people) and the Gold plan (10 people).{' '}
            {isOwner && (
              <Link to="/subscribe" className="text-primary underline">
                See the plans
              </Link>
            )}
          </p>
        ) : (
          <InviteForm />
        )}
        <OpenInvitations invitations={team.invitations} />
      </FormSection>
    </>
  );
}
