import { CallToAction } from './call-to-action';
import { DashboardPreview } from './dashboard-preview';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LegalDisclaimer } from './legal-disclaimer';
import { Pricing } from './pricing';

export function LandingContent() {
  return (
    <>
      <title>LienMinder · Florida lien deadline tracker</title>
      <Hero />
      <FeatureCards />
      <Pricing />
      <DashboardPreview />
      <LegalDisclaimer />
      <CallToAction />
    </>
  );
}
