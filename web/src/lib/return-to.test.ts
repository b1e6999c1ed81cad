import { describe, expect, it } from 'vitest';
import { returnParamOf, returnToOf, withReturn } from './return-to';

describe('where a page sends back to', () => {
  it("takes a path of this app, from the address's return parameter or the history state", () => {
    const path = '/projects/p1/documents/notice-to-owner';
    expect(returnParamOf(new URL(withReturn('/company-profile#legalName', path), 'http://x').search)).toBe(
      path,
    );
    expect(returnToOf({ returnTo: path })).toBe(path);
  });

  it('refuses a path that leaves the site: another scheme, //host, or /\\host (which browsers read as //host)', () => {
    for (const away of ['https://evil.example', '//evil.example', '/\\evil.example', 'evil.example']) {
      expect(returnParamOf(`?${new URLSearchParams({ return: away })}`), away).toBeNull();
      expect(returnToOf({ returnTo: away }), away).toBe('/');
    }
  });
});
