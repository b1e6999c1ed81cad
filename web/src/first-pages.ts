/**
 * The screens people most often open first, shared by boot.tsx and routes.tsx (their lazy
 * components) and main.tsx, which starts fetching the ones at the visitor's address before React
 * draws anything: the app and its page then download while React draws the spinner, side by side
 * rather than one after the other (fewer round trips before the page shows, which Lighthouse's
 * largest paint counts). Anything else loads when routed to.
 */
export const importApp = () => import('./App');
export const importDashboardPage = () => import('./pages/dashboard-page');
export const importLoginPage = () => import('./pages/login-page');
export const importRegisterPage = () => import('./pages/register-page');

/**
 * Starts fetching what the first screen at `pathname` needs: the app (for everyone but a signed-out
 * visitor at /, whose landing screen boot.tsx loads on its first render) and the page it will show
 * (signed in: the dashboard at /).
 */
export function prefetchFirstPage(pathname: string, maySessionExist: boolean): void {
  if (!maySessionExist && pathname === '/') return;
  void importApp();
  if (maySessionExist) {
    if (pathname === '/') void importDashboardPage();
    return;
  }
  if (pathname === '/login') void importLoginPage();
  else if (pathname === '/register') void importRegisterPage();
}
