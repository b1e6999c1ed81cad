import { useLocation } from 'react-router-dom';
import { useAuth } from '@/hooks/use-auth';
import { useSignOut } from '@/hooks/use-sign-out';
import { NavBar } from './nav-bar';
import { SIGNED_OUT_LINKS, signedInLinks } from './nav-links';

/** The navigation for whoever is signed in, by plan (docs/product.md section 2). */
export function TopNav() {
  const { user, isLoading } = useAuth();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  if (isLoading) return <NavBar links={[]} path={pathname} />;
  if (!user) return <NavBar links={SIGNED_OUT_LINKS} path={pathname} />;
  return (
    <NavBar
      links={signedInLinks(user.subscriptionStatus, user.role)}
      onSignOut={() => void signOut()}
      path={pathname}
    />
  );
}
