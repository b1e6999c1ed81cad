import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
          Start tracking your lien deadlines today
        </h2>
        <p>Free includes 1 project and 1 deadline alert. No credit card required.</p>
        <Button asChild size="lg" variant="secondary">
          <AppLink to="/register">Sign Up Free</AppLink>
        </Button>
        <p className="text-sm">
          By signing up you agree to our{' '}
          <AppLink to="/terms" className="font-medium underline">
            Terms of Service
          </AppLink>{' '}
          and{' '}
          <AppLink to="/privacy" className="font-medium underline">
            Privacy Policy
          </AppLink>
          .
        </p>
      </div>
    </section>
  );
}
