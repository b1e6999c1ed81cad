import { Link } from 'react-router-dom';

/** The line under a form that makes a login: doing it (`by`: "creating an account") agrees to the terms. */
export function TermsAgreement({ by }: { by: string }) {
  return (
    <p className="text-center text-xs text-muted-foreground">
      By {by} you agree to our{' '}
      <Link to="/terms" className="text-primary underline">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="text-primary underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
