/**
 * What each address of the app draws first, for the build's first-load step (web/first-load/plugin.ts):
 * the lazy modules it renders (the app and the page, or the landing screen alone) and the API
 * answers its page asks for at once. index.html then starts all of them while the entry script is
 * still on its way, instead of one after the other (docs/benchmarks/README.md, "Page speed, every
 * route"). routes.tsx stays the router; scripts/first-load.test.ts checks that both name the same
 * paths.
 *
 * Paths use the router's `:param` segments; API paths may reuse them.
 */

/** What one visitor state (signed in: the session hint cookie is set) loads at a path. */
export interface FirstLoad {
  /** Source modules under web/ (their keys in Vite's manifest), rendered lazily on this screen. */
  modules: string[];
  /** GET requests the page sends as soon as it renders, besides who is signed in. */
  api?: string[];
}

export interface FirstLoadRoute {
  path: string;
  signedIn: FirstLoad;
  signedOut: FirstLoad;
}

const APP = 'src/App.tsx';
const page = (name: string, api?: string[]): FirstLoad => ({
  modules: [APP, `src/pages/${name}.tsx`],
  ...(api ? { api } : {}),
});
const NOT_FOUND = page('not-found-page');
/** A signed-in page opened signed out: the app sends the visitor to /login, which the router then draws. */
const TO_LOGIN = page('login-page');
const same = (path: string, load: FirstLoad): FirstLoadRoute => ({ path, signedIn: load, signedOut: load });

export const FIRST_LOAD_ROUTES: FirstLoadRoute[] = [
  {
    path: '/',
    signedIn: page('dashboard-page', ['/api/dashboard']),
    // boot.tsx draws the landing screen without the app.
    signedOut: { modules: ['src/pages/landing-screen.tsx'] },
  },
  { path: '/login', signedIn: page('dashboard-page', ['/api/dashboard']), signedOut: page('login-page') },
  {
    path: '/register',
    signedIn: page('dashboard-page', ['/api/dashboard']),
    signedOut: page('register-page'),
  },
  { path: '/forgot-password', signedIn: NOT_FOUND, signedOut: page('forgot-password-page') },
  { path: '/reset-password', signedIn: NOT_FOUND, signedOut: page('reset-password-page') },
  { path: '/projects/new', signedIn: page('project-form-page'), signedOut: NOT_FOUND },
  { path: '/projects/import', signedIn: page('import-projects-page'), signedOut: TO_LOGIN },
  { path: '/projects/:id', signedIn: page('project-page', ['/api/projects/:id']), signedOut: TO_LOGIN },
  {
    path: '/projects/:id/edit',
    signedIn: page('project-form-page', ['/api/projects/:id']),
    signedOut: TO_LOGIN,
  },
  { path: '/projects/:id/documents/:kind', signedIn: page('project-document-page'), signedOut: TO_LOGIN },
  {
    path: '/company-profile',
    signedIn: page('company-profile-page', ['/api/company-profile']),
    signedOut: TO_LOGIN,
  },
  { path: '/team', signedIn: page('team-page', ['/api/team']), signedOut: TO_LOGIN },
  { path: '/account', signedIn: page('account-page'), signedOut: TO_LOGIN },
  same('/subscribe', page('subscribe-page')),
  { path: '/subscription', signedIn: page('subscribe-page'), signedOut: NOT_FOUND },
  { path: '/help', signedIn: page('help-page'), signedOut: NOT_FOUND },
  ...[
    'sms-test',
    'sms-config',
    'twilio-config',
    'email-test',
    'password-reset-test',
    'password-recovery-test',
    'stripe-test',
    'stripe-config',
  ].map((name) => ({ path: `/${name}`, signedIn: page(`${name}-page`), signedOut: TO_LOGIN })),
  same('/join', page('join-page')),
  same('/terms', page('terms-page')),
  same('/privacy', page('privacy-page')),
  same('/sms/opt-in', page('sms-opt-in-page')),
  same('/sms/compliance', page('sms-compliance-page')),
  same('/admin/consents', page('admin-consents-page')),
  same('/deadlines/done', page('deadline-done-page')),
  same('/verify-email', page('verify-email-page')),
  same('/dev/emails', page('dev-emails-page')),
];

/** Any other path: the 404 page. */
export const UNKNOWN_PATH: FirstLoad = NOT_FOUND;

/** The data block the script reads: chunk files by index, then per route what each visitor state loads. */
export interface FirstLoadTable {
  /** The session hint cookie's `name=1` (web/src/lib/session-hint.ts). */
  hint: string;
  files: string[];
  /** [path, signed-in files, signed-out files, signed-in API paths] */
  routes: [string, number[], number[], string[]][];
  unknown: number[];
}
