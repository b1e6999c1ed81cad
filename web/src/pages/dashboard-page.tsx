import {
  type DashboardResponse,
  isAtProjectLimit,
  PLANS,
  type User,
  upcomingDeadlineCount,
  upcomingDeadlineViews,
} from '@lienminder/shared';
import { useMemo } from 'react';
import { AccountStatusCard } from '@/components/dashboard/account-status-card';
import { AddProjectButton } from '@/components/dashboard/add-project-button';
import { CalendarFeedCard } from '@/components/dashboard/calendar-feed-card';
import { DashboardFooter } from '@/components/dashboard/dashboard-footer';
import { DashboardGreeting } from '@/components/dashboard/dashboard-greeting';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { EmptyProjects } from '@/components/dashboard/empty-projects';
import { FinishSmsOptInCard } from '@/components/dashboard/finish-sms-opt-in-card';
import { ImportProjectsLink } from '@/components/dashboard/import-projects-link';
import { NotificationStatusCard } from '@/components/dashboard/notification-status-card';
import { OwnEmailSuppressedBanner } from '@/components/dashboard/own-email-suppressed-banner';
import { PlanBanner } from '@/components/dashboard/plan-banner';
import { ProjectList } from '@/components/dashboard/project-list';
import { RecurringRemindersCard } from '@/components/dashboard/recurring-reminders-card';
import { StatCards } from '@/components/dashboard/stat-cards';
import { UpcomingDeadlinesCard } from '@/components/dashboard/upcoming-deadlines-card';
import { UrgentPanel } from '@/components/dashboard/urgent-panel';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { useUpgradedToast } from '@/components/dashboard/use-upgraded-toast';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useDashboard } from '@/hooks/use-dashboard';
import { isUnauthorizedError } from '@/lib/unauthorized';

function DashboardContent({ user, dashboard }: { user: User; dashboard: DashboardResponse }) {
  const tier = user.subscriptionStatus;
  const { projects, urgentDeadlines, overdueDeadlines, lastAlertSentAt, accountEmailSuppressed } = dashboard;
  // The answer names each deadline and its project; the shared engine gives the rest as the server would.
  const upcomingDeadlines = useMemo(() => upcomingDeadlineViews(dashboard), [dashboard]);
  const timeZones = new Map(projects.map((project) => [project.id, project.timeZone]));
  const timeZoneOf = (projectId: string) => timeZones.get(projectId);
  return (
    <>
      <OwnEmailSuppressedBanner email={user.email} suppressed={accountEmailSuppressed} />
      <StatCards
        activeProjects={projects.filter((project) => project.projectStatus === 'active').length}
        // The overdue ones are listed too, and counted apart.
        upcomingDeadlines={upcomingDeadlineCount(upcomingDeadlines) - overdueDeadlines}
        urgentAlerts={urgentDeadlines}
        overdue={overdueDeadlines}
      />
      {urgentDeadlines > 0 && (
        <UrgentPanel count={urgentDeadlines} upcoming={upcomingDeadlines} timeZoneOf={timeZoneOf} />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="projects-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="projects-heading" className="text-xl font-semibold">
              Your Projects
            </h2>
            {projects.length > 0 && (
              <div className="flex flex-wrap gap-2">
                <ImportProjectsLink />
                <AddProjectButton atLimit={isAtProjectLimit(projects.length, tier)} />
              </div>
            )}
          </div>
          {projects.length === 0 ? (
            <EmptyProjects />
          ) : (
            <ProjectList
              projects={projects}
              upcoming={upcomingDeadlines}
              canDelete={PLANS[tier].deleteProjects}
            />
          )}
        </section>
        <aside aria-label="Deadlines and account" className="flex flex-col gap-4">
          <UpcomingDeadlinesCard upcoming={upcomingDeadlines} timeZoneOf={timeZoneOf} />
          <RecurringRemindersCard upcoming={upcomingDeadlines} />
          <NotificationStatusCard tier={tier} lastAlertSentAt={lastAlertSentAt} />
          <CalendarFeedCard live={dashboard.calendarFeed} />
          <AccountStatusCard email={user.email} tier={tier} projectsUsed={projects.length} />
        </aside>
      </div>
    </>
  );
}

/** docs/product.md section 2 "Dashboard" (signed in, at /). */
export default function DashboardPage() {
  const { user, isLoading: userLoading } = useAuth();
  const dashboard = useDashboard();
  useUpgradedToast();

  const signedOut = (!userLoading && !user) || isUnauthorizedError(dashboard.error);
  useRequireSignIn(signedOut, SIGN_IN_REDIRECT_MS.dashboard);

  if (!user) return null;
  const tier = user.subscriptionStatus;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
      <DashboardGreeting user={user} />
      <PlanBanner tier={tier} projectsUsed={dashboard.data?.projects.length ?? 0} />
      <FinishSmsOptInCard />
      {dashboard.data ? (
        <DashboardContent user={user} dashboard={dashboard.data} />
      ) : dashboard.isError && !signedOut ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-4">
          <p>We could not load your projects.</p>
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <DashboardSkeleton />
      )}
      <DashboardFooter />
    </div>
  );
}
