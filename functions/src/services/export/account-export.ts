/**
 * GET /api/export/account.json (docs/features.md, "Everything the account holds"): the account's
 * data in one file, for the owner to keep or take elsewhere: the account and its plan, the company
 * profile, every project with its deadlines, done marks and proofs of service and its alert
 * history with each message's outcome, the team, whether each person's calendar feed is live, and
 * the SMS consents the account's people gave. Never a password hash, a session, a link's token or
 * a feed's token: none is read here.
 */
import type { AccountExport } from '@lienminder/shared';
import type { CalendarFeedStore } from '#src/ports/calendar-feeds';
import type { Clock } from '#src/ports/clock';
import type { ConsentHistory } from '#src/ports/consent-log';
import type { ProjectStore, StoredDeadline } from '#src/ports/project-store';
import type { UserInAccount } from '#src/ports/user-store';
import { requireAccountExportRole } from '#src/services/account/roles';
import { type AlertHistoryDependencies, alertHistory } from '#src/services/alerts/alert-history';
import { newestFirst } from '#src/services/projects/ordering';
import { type TeamReadDependencies, teamOf } from '#src/services/team/read-team';

export interface AccountExportDependencies extends Omit<AlertHistoryDependencies, 'projects'> {
  projects: Pick<ProjectStore, 'listProjects' | 'get'>;
  team: TeamReadDependencies;
  calendarFeeds: Pick<CalendarFeedStore, 'liveSince'>;
  consents: ConsentHistory;
  clock: Clock;
}

const exportedDeadline = (
  deadline: StoredDeadline,
): AccountExport['projects'][number]['deadlines'][number] => ({
  id: deadline.id,
  type: deadline.type,
  title: deadline.title,
  dueDate: deadline.dueDate,
  legalLastDay: deadline.legalLastDay,
  legalLastDayReason: deadline.legalLastDayReason,
  statute: deadline.statute,
  isCompleted: deadline.isCompleted,
  ...(deadline.metOn ? { metOn: deadline.metOn } : {}),
  ...(deadline.serviceProof ? { serviceProof: deadline.serviceProof } : {}),
});

export async function accountExport(
  deps: AccountExportDependencies,
  { user, account }: UserInAccount,
): Promise<AccountExport> {
  requireAccountExportRole(user);
  const listed = (await deps.projects.listProjects(account.id)).sort(newestFirst);
  const projects = await Promise.all(
    listed.map(async (listedProject) => {
      const [stored, history] = await Promise.all([
        deps.projects.get(account.id, listedProject.id),
        alertHistory(deps, account, listedProject.id),
      ]);
      return {
        project: stored?.project ?? listedProject,
        deadlines: (stored?.deadlines ?? []).map(exportedDeadline),
        alertHistory: history,
      };
    }),
  );
  const team = await teamOf(deps.team, account.id);
  const people = team.members.map((member) => member.userId);
  const [feeds, smsConsents] = await Promise.all([
    Promise.all(
      team.members.map(async (member) => {
        const since = await deps.calendarFeeds.liveSince(member.userId);
        return { userId: member.userId, email: member.email, live: since !== null, since };
      }),
    ),
    deps.consents.givenThrough(people, account.createdAt.slice(0, 7)),
  ]);
  return {
    exportedAt: deps.clock.now().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      plan: account.tier,
      subscriptionState: account.subscriptionState ?? null,
      createdAt: account.createdAt,
      projectCount: account.projectCount,
      memberCount: account.memberCount ?? 1,
    },
    companyProfile: account.companyProfile ?? null,
    projects,
    team,
    calendarFeeds: feeds,
    smsConsents,
  };
}
