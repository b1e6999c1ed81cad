/**
 * Where sign-in returns to: the page a signed-out visitor opened (a project an alert email links
 * to), carried in the router's history state to /login. Only a path of this app is taken: history
 * state is the app's own, but a path starting `//` (or `/\`) would leave the site, so it is refused too.
 */
export interface ReturnToState {
  returnTo: string;
}

// A browser reads `/\host` as `//host`: another site, as a link's href.
const isAppPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function returnToOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  const { returnTo } = state as { returnTo: unknown };
  return isAppPath(returnTo) ? returnTo : '/';
}

/**
 * Where a saved form goes back to: a link that opens a form to fill one thing in (a document's
 * "Fill it") names the page it came from in the `return` parameter, a path of this app alone.
 */
const RETURN_PARAM = 'return';

/** `path` (with its #anchor, if any) asking to come back to `returnTo` once saved. */
export function withReturn(path: string, returnTo: string): string {
  const [page = '', anchor] = path.split('#');
  const search = new URLSearchParams({ [RETURN_PARAM]: returnTo });
  return `${page}?${search}${anchor === undefined ? '' : `#${anchor}`}`;
}

/** The page a form was opened from, by its address's `return`; null when none (or not this app's). */
export function returnParamOf(search: string): string | null {
  const returnTo = new URLSearchParams(search).get(RETURN_PARAM);
  return isAppPath(returnTo) ? returnTo : null;
}
