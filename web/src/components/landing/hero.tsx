import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <h1 id="hero-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
          Never miss a Florida lien deadline
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          LienMinder calculates your Notice to Owner and Claim of Lien deadlines under Florida Statutes 713
          and 255, and alerts you by email and SMS 30, 14, 7, 3 and 1 days before each one.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <AppLink to="/register">Sign Up Free</AppLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <AppLink to="/login">Sign In</AppLink>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">Free includes 1 project, no credit card required.</p>
      </div>
    </section>
  );
}
