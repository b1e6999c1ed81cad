/**
 * Where sign-in returns to: the page a signed-out visitor opened (a project an alert email links
 * to), carried in the router's history state to /login. Only a path of this app is taken: history
 * state is the app's own, but a path starting `//` would leave the site, so it is refused too.
 */
export interface ReturnToState {
  returnTo: string;
}

export function returnToOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  const { returnTo } = state as { returnTo: unknown };
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/';
}
