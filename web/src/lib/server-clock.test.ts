import { SERVER_NOW_HEADER } from '@lienminder/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, api } from './api-client';
import { serverNow } from './server-clock';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;

function answering(headers: Record<string, string>) {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 200, headers }));
}

describe("the server's clock", () => {
  it('is the real time while the server tells none, the moved one once it does, and real again after', async () => {
    answering({});
    await answer(api.GET('/api/dashboard'));
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);

    answering({ [SERVER_NOW_HEADER]: new Date(Date.now() + 57 * DAY).toISOString() });
    await answer(api.GET('/api/dashboard'));
    expect(Math.abs(serverNow().getTime() - (Date.now() + 57 * DAY))).toBeLessThan(1000);

    answering({});
    await answer(api.GET('/api/dashboard'));
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is read off failed answers too, and ignores a value that is no instant', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"message":"no"}', {
          status: 404,
          headers: { [SERVER_NOW_HEADER]: new Date(Date.now() - 30 * DAY).toISOString() },
        }),
    );
    await expect(answer(api.GET('/api/dashboard'))).rejects.toThrow();
    expect(Math.abs(serverNow().getTime() - (Date.now() - 30 * DAY))).toBeLessThan(1000);

    answering({ [SERVER_NOW_HEADER]: 'soon' });
    await answer(api.GET('/api/dashboard'));
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
