import { describe, expect, inject, it } from 'vitest';

/**
 * The journeys drive what ships: a production build. Vitest runs with NODE_ENV=test, and a Vite
 * build that inherits it bundles React's development builds and development JSX (jsxDEV calls,
 * about twice the code), which then would be what every journey tested.
 */
describe('the app the journeys drive', () => {
  it('is the production build', async () => {
    const baseUrl = inject('baseUrl');
    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = /<script type="module"[^>]* src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    const code = await (await fetch(`${baseUrl}${entry}`)).text();
    // The entry draws the boot screen with JSX, so a development build names jsxDEV here.
    // (Booleans, not the code: a failure would print the whole bundle.)
    expect(code.includes('createRoot')).toBe(true);
    expect(code.includes('jsxDEV')).toBe(false);
  });
});
