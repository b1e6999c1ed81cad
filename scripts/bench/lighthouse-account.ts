/**
 * The account the Lighthouse bench measures the signed-in pages with, seeded through the API as a
 * user would fill it in: a Gold plan (the document preview is Gold's), the company profile the forms
 * are signed with, a subcontractor's project with its deadlines and the facts its notices need, an
 * open team invitation, and the links a signed-out visitor follows (the invitation's join link, a
 * password reset link). Then signs a browser in through the sign-in form: the app reads its session
 * hint from a browser cookie, so only a real sign-in measures the signed-in pages.
 */
import puppeteer from 'puppeteer-core';

const PASSWORD = 'Passw0rd!';

export interface SeededAccount {
  email: string;
  projectId: string;
  /** The join page's link for the open invitation, and the reset page's for a fresh token. */
  joinPath: string;
  resetPasswordPath: string;
}

/** YYYY-MM-DD `days` from today (UTC: the bench only needs dates around now). */
const dateFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A small client of the local server holding one session's cookies. */
function apiClient(url: string) {
  let cookie = '';
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

export async function seedAccount(url: string): Promise<SeededAccount> {
  const call = apiClient(url);
  const email = `lighthouse-${Date.now()}@lienminder.example`;
  await call('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Dana',
    lastName: 'Ortiz',
    phone: '(850) 555-0142',
    acceptedDisclaimer: true,
  });
  // The local test-payment provider: what the subscribe page's "Complete test payment" does.
  const { clientSecret } = await call<{ clientSecret: string }>('POST', '/api/create-subscription', {
    tier: 'gold',
  });
  await call('POST', '/api/dev/confirm-payment', { clientSecret });
  await call('PUT', '/api/company-profile', {
    legalName: 'Coastal Drywall LLC',
    address: '400 Palafox St, Pensacola, FL 32502',
    phone: '(850) 555-0142',
    email,
    signerName: 'Dana Ortiz',
    signerTitle: 'President',
  });
  const { project } = await call<{ project: { id: string } }>('POST', '/api/projects', {
    name: 'Bayfront Marina',
    address: '1 Harbor Way, Pensacola, FL',
    generalContractor: 'Coastline Builders',
    propertyOwner: 'Bayfront LLC',
    role: 'subcontractor',
    firstFurnishingDate: dateFromToday(-20),
    lastFurnishingDate: dateFromToday(-5),
    ownerAddress: '2 Harbor Way\nPensacola, FL 32501',
    county: 'Escambia',
    legalDescription: 'Lot 7, Block 3, BAYFRONT ADDITION, Plat Book 4, Page 12',
    furnishingDescription: 'drywall labor and materials',
    contractPrice: '48000',
    amountUnpaid: '12500',
    alertEmail: 'office@coastal-drywall.example',
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: dateFromToday(1),
    recurringAlertsEndDate: dateFromToday(120),
  });
  for (const [name, days] of [
    ['Palafox Lofts', -40],
    ['Gulf Breeze Clinic', -70],
  ] as const) {
    await call('POST', '/api/projects', {
      name,
      address: '9 Main St, Pensacola, FL',
      generalContractor: 'Coastline Builders',
      propertyOwner: `${name} LLC`,
      firstFurnishingDate: dateFromToday(days),
    });
  }
  await call('POST', '/api/team/invitations', {
    email: `crew-${Date.now()}@lienminder.example`,
    role: 'member',
  });
  const outbox = await call<{ messages: { text?: string; html?: string }[] }>('GET', '/api/dev/outbox');
  const joinPath = outbox.messages
    .map((message) => /\/join\?token=[\w-]+/.exec(`${message.text ?? ''} ${message.html ?? ''}`)?.[0])
    .find((path) => path !== undefined);
  if (!joinPath) throw new Error('The invitation email with its join link is not in the outbox');
  const { token } = await call<{ token: string }>('POST', '/api/test/generate-reset-token', {
    email,
    currentPassword: PASSWORD,
  });
  return {
    email,
    projectId: project.id,
    joinPath,
    resetPasswordPath: `/reset-password?token=${encodeURIComponent(token)}`,
  };
}

/**
 * Signs the browser at `port` in through /login, as a person does: the session cookie and the
 * hint cookie land in the browser's default context, which Lighthouse's tabs share (Lighthouse
 * clears the cache between runs, not cookies).
 */
export async function signInThroughTheForm(port: number, url: string, email: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    // The dashboard's heading at /: signed in (a string, as it runs in the page, not in Node).
    await page.waitForFunction("location.pathname === '/' && document.querySelector('h1') !== null");
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
