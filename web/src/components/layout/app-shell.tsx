import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';

/**
 * Every screen: a skip link for keyboard users, the navigation, the page, the footer. The page's
 * area is at least the screen less the navigation bar's h-16 (the bar's 1 px border puts the footer
 * just below the fold), so the footer starts out of view however short the page is while it loads:
 * when the data arrives the page grows into space nobody sees, and the footer never jumps in view
 * (a layout shift, which Lighthouse counts against the page; web/e2e/page-frame.e2e.ts).
 */
export function AppShell({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to main content
      </a>
      {nav}
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
