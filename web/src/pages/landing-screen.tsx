import { LandingContent } from '@/components/landing/landing-content';
import { AppShell } from '@/components/layout/app-shell';
import { NavBar } from '@/components/layout/nav-bar';
import { SIGNED_OUT_LINKS } from '@/components/layout/nav-links';
import { DeferredToaster } from '@/components/ui/deferred-toaster';

/**
 * The landing page as a signed-out visitor's first load of / gets it: the whole screen without the
 * router, query cache or toast library (links are page loads), to keep it within 90 KB gzip.
 */
export default function LandingScreen() {
  return (
    <>
      <AppShell nav={<NavBar links={SIGNED_OUT_LINKS} />}>
        <LandingContent />
      </AppShell>
      <DeferredToaster />
    </>
  );
}
