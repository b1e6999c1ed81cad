/**
 * The screens people most often open first, for boot.tsx (the app's lazy component) and main.tsx,
 * which starts fetching the ones at the visitor's address before React draws anything: the app and
 * its page then download while React draws the spinner, side by side rather than one after the
 * other (fewer round trips before the page shows, which Lighthouse's largest paint counts). The
 * pages' own imports are in page-imports.ts, shared with routes.tsx. Anything else loads when
 * routed to.
 */
import { importDashboardPage, importLoginPage, importRegisterPage } from './page-imports';

export const importApp = () => import('./App');

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
