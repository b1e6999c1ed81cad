/**
 * The pages people most often open first, shared by routes.tsx (their lazy components) and
 * boot.tsx, which starts fetching the one at the visitor's address while the app itself loads:
 * the page's chunk then comes beside the app's instead of after it (one round trip fewer before
 * the page shows, which Lighthouse's largest paint counts). Anything else loads when routed to.
 */
export const importDashboardPage = () => import('./pages/dashboard-page');
export const importLoginPage = () => import('./pages/login-page');
export const importRegisterPage = () => import('./pages/register-page');

/** Starts fetching the page the app will show at `pathname` (signed in: the dashboard at /). */
export function prefetchFirstPage(pathname: string, signedIn: boolean): void {
  if (signedIn) {
    if (pathname === '/') void importDashboardPage();
    return;
  }
  if (pathname === '/login') void importLoginPage();
  else if (pathname === '/register') void importRegisterPage();
}
