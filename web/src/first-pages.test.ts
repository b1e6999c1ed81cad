import { beforeEach, describe, expect, it, vi } from 'vitest';

// Which screens' modules were fetched: each stand-in records its name when imported.
const fetched: string[] = [];
const SCREENS = {
  app: './App',
  dashboard: './pages/dashboard-page',
  login: './pages/login-page',
  register: './pages/register-page',
};

async function prefetchAt(pathname: string, maySessionExist: boolean): Promise<string[]> {
  const { prefetchFirstPage } = await import('./first-pages');
  prefetchFirstPage(pathname, maySessionExist);
  await vi.dynamicImportSettled();
  return [...fetched].sort();
}

beforeEach(() => {
  vi.resetModules();
  fetched.length = 0;
  for (const [name, path] of Object.entries(SCREENS)) {
    vi.doMock(path, () => {
      fetched.push(name);
      return { default: () => null };
    });
  }
});

describe('prefetchFirstPage', () => {
  it('fetches the app and the sign-in page together for a signed-out visitor at /login', async () => {
    expect(await prefetchAt('/login', false)).toEqual(['app', 'login']);
  });

  it('fetches the app and the registration page at /register', async () => {
    expect(await prefetchAt('/register', false)).toEqual(['app', 'register']);
  });

  it('fetches nothing for a signed-out visitor at /: the landing screen needs no app', async () => {
    expect(await prefetchAt('/', false)).toEqual([]);
  });

  it('fetches the app and the dashboard while a possibly signed-in visitor at / is asked for', async () => {
    expect(await prefetchAt('/', true)).toEqual(['app', 'dashboard']);
  });

  it('fetches only the app where a signed-in visitor may be sent elsewhere (/login redirects)', async () => {
    expect(await prefetchAt('/login', true)).toEqual(['app']);
  });
});
