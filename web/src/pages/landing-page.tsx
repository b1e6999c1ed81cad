import { LandingContent } from '@/components/landing/landing-content';

/** The landing page inside the app, reached by in-app navigation (e.g. after signing out). */
export default function LandingPage() {
  return <LandingContent />;
}
