import { Clock, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { NavLink } from './nav-links';

interface NavBarProps {
  links: NavLink[];
  /** Shown as 'Sign Out' when someone is signed in. */
  onSignOut?: (() => void) | undefined;
  /**
   * The page's address inside the app: the menu closes when it changes (a link, Back, a redirect).
   * Outside the app (the landing page) every link loads a new page, which closes it anyway.
   */
  path?: string | undefined;
}

/** The top navigation's look: links in a row from 768 px, behind a menu button below that. */
export function NavBar({ links, onSignOut, path = '' }: NavBarProps) {
  // Open on the page it was opened on: another page finds it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === path;
  const closeMenu = () => setOpenOn(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Escape closes it from wherever the focus is, and gives the focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const hasItems = links.length > 0 || onSignOut !== undefined;

  const items = (stacked: boolean) => (
    <>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <Button
            asChild
            variant={link.primary ? 'default' : 'ghost'}
            className={cn(stacked && 'w-full justify-start')}
          >
            <AppLink to={link.to}>{link.label}</AppLink>
          </Button>
        </li>
      ))}
      {onSignOut ? (
        <li>
          <Button variant="ghost" onClick={onSignOut} className={cn(stacked && 'w-full justify-start')}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </li>
      ) : null}
    </>
  );

  return (
    <header className="border-b border-border bg-background">
      <nav aria-label="Main" className="mx-auto max-w-6xl">
        <div className="flex h-16 items-center justify-between gap-4 px-4">
          <AppLink to="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-primary">
            <Clock className="size-6" aria-hidden="true" />
            LienMinder
          </AppLink>
          <ul className="hidden items-center gap-1 md:flex">{items(false)}</ul>
          {hasItems ? (
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setOpenOn(menuOpen ? null : path)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          ) : null}
        </div>
        {menuOpen ? (
          // A chosen item closes the menu (the click bubbles up from the link or button).
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of the items fires click too
          <ul
            id={menuId}
            className="grid gap-1 border-t border-border px-4 py-3 md:hidden"
            onClick={closeMenu}
          >
            {items(true)}
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
