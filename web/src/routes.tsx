import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from './components/ui/spinner';
import { useAuth } from './hooks/use-auth';
import { type ReturnToState, returnToOf } from './lib/return-to';
import { importDashboardPage, importLoginPage, importRegisterPage } from './page-imports';

// Every page is its own chunk: the dashboard's first load carries none of the forms, and nothing
// of pages a visitor does not open (docs/decisions/005).
const DashboardPage = lazy(importDashboardPage);
const ProjectFormPage = lazy(() => import('./pages/project-form-page'));
const ProjectPage = lazy(() => import('./pages/project-page'));
const ProjectDocumentPage = lazy(() => import('./pages/project-document-page'));
const CompanyProfilePage = lazy(() => import('./pages/company-profile-page'));
const TeamPage = lazy(() => import('./pages/team-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const ImportProjectsPage = lazy(() => import('./pages/import-projects-page'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email-page'));
const JoinPage = lazy(() => import('./pages/join-page'));
const DeadlineDonePage = lazy(() => import('./pages/deadline-done-page'));
const DevEmailsPage = lazy(() => import('./pages/dev-emails-page'));
const LandingPage = lazy(() => import('./pages/landing-page'));
const LoginPage = lazy(importLoginPage);
const RegisterPage = lazy(importRegisterPage);
const TermsPage = lazy(() => import('./pages/terms-page'));
const PrivacyPage = lazy(() => import('./pages/privacy-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const SmsOptInPage = lazy(() => import('./pages/sms-opt-in-page'));
const SmsCompliancePage = lazy(() => import('./pages/sms-compliance-page'));
const AdminConsentsPage = lazy(() => import('./pages/admin-consents-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
const SmsTestPage = lazy(() => import('./pages/sms-test-page'));
const SmsConfigPage = lazy(() => import('./pages/sms-config-page'));
const TwilioConfigPage = lazy(() => import('./pages/twilio-config-page'));
const EmailTestPage = lazy(() => import('./pages/email-test-page'));
const PasswordResetTestPage = lazy(() => import('./pages/password-reset-test-page'));
const PasswordRecoveryTestPage = lazy(() => import('./pages/password-recovery-test-page'));
const SubscribePage = lazy(() => import('./pages/subscribe-page'));
const HelpPage = lazy(() => import('./pages/help-page'));
const StripeTestPage = lazy(() => import('./pages/stripe-test-page'));
const StripeConfigPage = lazy(() => import('./pages/stripe-config-page'));

/** The test and diagnostic pages (docs/product.md section 2): signed in only; others go to /login. */
const DIAGNOSTIC_PAGES = [
  { path: '/sms-test', element: <SmsTestPage /> },
  { path: '/sms-config', element: <SmsConfigPage /> },
  { path: '/twilio-config', element: <TwilioConfigPage /> },
  { path: '/email-test', element: <EmailTestPage /> },
  { path: '/password-reset-test', element: <PasswordResetTestPage /> },
  { path: '/password-recovery-test', element: <PasswordRecoveryTestPage /> },
  { path: '/stripe-test', element: <StripeTestPage /> },
  { path: '/stripe-config', element: <StripeConfigPage /> },
];

/** A page for signed-in users opened signed out (an alert's Open project): sign in, then come back. */
function SignInThenReturn() {
  // The hash too: an email's "Change who gets alerts" opens the edit form at its alert contacts.
  const { pathname, search, hash } = useLocation();
  const state: ReturnToState = { returnTo: `${pathname}${search}${hash}` };
  return <Navigate to="/login" replace state={state} />;
}

/** /login once signed in: where sign-in was to return to (the signed-in routes switch in before it navigates). */
function SignedInFromLogin() {
  return <Navigate to={returnToOf(useLocation().state)} replace />;
}

/**
 * The route table by authentication state (docs/product.md section 2); any other path shows the 404 page.
 */
export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {isAuthenticated ? (
          <>
            <Route path="/" element={<DashboardPage />} />
            <Route path="/projects/new" element={<ProjectFormPage />} />
            <Route path="/projects/import" element={<ImportProjectsPage />} />
            <Route path="/projects/:id" element={<ProjectPage />} />
            <Route path="/projects/:id/edit" element={<ProjectFormPage />} />
            <Route path="/projects/:id/documents/:kind" element={<ProjectDocumentPage />} />
            <Route path="/company-profile" element={<CompanyProfilePage />} />
            <Route path="/team" element={<TeamPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/subscribe" element={<SubscribePage />} />
            <Route path="/subscription" element={<SubscribePage />} />
            <Route path="/help" element={<HelpPage />} />
            {/* Signing in or up switches to this set while the sign-in form is still on screen;
                those two paths lead home (or where sign-in returns to) rather than flash the 404 page. */}
            <Route path="/login" element={<SignedInFromLogin />} />
            <Route path="/register" element={<Navigate to="/" replace />} />
            {DIAGNOSTIC_PAGES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </>
        ) : (
          <>
            <Route path="/" element={<LandingPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            {/* Only a saved project's page: /projects/new stays a path of the signed-in set alone (docs/product.md section 2). */}
            <Route path="/projects/new" element={<NotFoundPage />} />
            <Route path="/projects/:id" element={<SignInThenReturn />} />
            <Route path="/projects/:id/edit" element={<SignInThenReturn />} />
            <Route path="/projects/:id/documents/:kind" element={<SignInThenReturn />} />
            <Route path="/company-profile" element={<SignInThenReturn />} />
            <Route path="/team" element={<SignInThenReturn />} />
            <Route path="/account" element={<SignInThenReturn />} />
            {DIAGNOSTIC_PAGES.map(({ path }) => (
              <Route key={path} path={path} element={<Navigate to="/login" replace />} />
            ))}
            <Route path="/subscribe" element={<SubscribePage />} />
          </>
        )}
        {/* An invitation's link: signed out it makes the new login; signed in it says to sign out first. */}
        <Route path="/join" element={<JoinPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/sms/opt-in" element={<SmsOptInPage />} />
        <Route path="/sms/compliance" element={<SmsCompliancePage />} />
        <Route path="/admin/consents" element={<AdminConsentsPage />} />
        <Route path="/deadlines/done" element={<DeadlineDonePage />} />
        {/* A new sign-in email's link: opened on whatever device reads that inbox. */}
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        {/* The local runtime's outbox (GET /api/dev/outbox); elsewhere the page says there is none. */}
        <Route path="/dev/emails" element={<DevEmailsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
