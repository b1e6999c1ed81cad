/**
 * The pages people most often open first, as the imports routes.tsx makes lazy components of and
 * first-pages.ts prefetches. Apart from first-pages.ts, which also imports the app: the app's routes
 * importing that file would close a circle (App, routes, first-pages, App).
 */
export const importDashboardPage = () => import('./pages/dashboard-page');
export const importLoginPage = () => import('./pages/login-page');
export const importRegisterPage = () => import('./pages/register-page');
