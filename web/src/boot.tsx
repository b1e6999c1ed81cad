import type { User } from '@lienminder/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageSpinner } from './components/ui/spinner';
import { importApp } from './first-pages';
import { firstCurrentUser } from './lib/current-user';
import { maySessionExist } from './lib/session-hint';

const LandingScreen = lazy(() => import('./pages/landing-screen'));
const App = lazy(importApp);

type BootState = { status: 'loading' } | { status: 'known'; user: User | null } | { status: 'unknown' };

/**
 * The first thing that runs: asks who is signed in when a session may exist (a centred spinner
 * meanwhile, docs/product.md section 2), then loads only what that visitor needs. A signed-out visitor at / gets the landing screen
 * alone; everyone else gets the app, handed the answer so it does not ask twice.
 */
export function Boot() {
  // Without the session hint nobody is signed in: the first render already draws the right screen.
  const [state, setState] = useState<BootState>(() =>
    maySessionExist() ? { status: 'loading' } : { status: 'known', user: null },
  );
  useEffect(() => {
    if (!maySessionExist()) return;
    firstCurrentUser().then(
      (user) => setState({ status: 'known', user }),
      // The app's own user query retries and shows what went wrong.
      () => setState({ status: 'unknown' }),
    );
  }, []);

  if (state.status === 'loading') return <PageSpinner />;
  const landing = state.status === 'known' && state.user === null && window.location.pathname === '/';
  return (
    <Suspense fallback={<PageSpinner />}>
      {landing ? <LandingScreen /> : <App initialUser={state.status === 'known' ? state.user : undefined} />}
    </Suspense>
  );
}
