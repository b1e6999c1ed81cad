import { AppLink } from '@/components/ui/app-link';
import { ContactUs } from './contact-us';

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-sm text-muted-foreground">
        <ContactUs />
        <nav aria-label="Legal" className="flex gap-4">
          <AppLink to="/terms" className="underline hover:text-foreground">
            Terms of Service
          </AppLink>
          <AppLink to="/privacy" className="underline hover:text-foreground">
            Privacy Policy
          </AppLink>
        </nav>
        <p>© LienMinder. Florida construction lien deadline tracking.</p>
      </div>
    </footer>
  );
}
