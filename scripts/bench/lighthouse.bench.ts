/**
 * Lighthouse (its mobile preset: a mid-range phone on a throttled 4G link, simulated) against the
 * local server as `npm start` runs it, in Debian's Chromium: `/`, `/login` and the signed-in
 * dashboard, printing the four category scores (issue 14 targets: performance >= 95 and 100 for
 * the rest on / and /login; performance >= 90 on the dashboard). Needs `npm run build:web` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEFAULT_WEB_ROOT } from '../../functions/local/server';
import { startLienMinderProcess } from '../../functions/local/server-process';
import { record } from './report';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A signed-in browser: the session cookies of a new account with two projects. */
async function signedInCookies(url: string): Promise<{ name: string; value: string }[]> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', {
    email: `lighthouse-${Date.now()}@lienminder.example`,
    password: 'Passw0rd!',
    firstName: 'Dana',
    lastName: 'Ortiz',
    phone: '(850) 555-0142',
    acceptedDisclaimer: true,
  });
  const cookies = registered.headers.getSetCookie().map((setCookie) => {
    const [name = '', value = ''] = (setCookie.split(';')[0] ?? '').split('=');
    return { name, value };
  });
  const header = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  await post(
    '/api/projects',
    {
      name: 'Bayfront Marina',
      address: '1 Harbor Way, Pensacola, FL',
      generalContractor: 'Coastline Builders',
      propertyOwner: 'Bayfront LLC',
      firstFurnishingDate: '2026-11-01',
      lastFurnishingDate: '2026-11-10',
    },
    header,
  );
  return cookies;
}

export default async function lighthouseScores(): Promise<void> {
  if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) {
    console.log('web/dist is not built: run `npm run build:web` first.');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-lighthouse-'));
  const server = await startLienMinderProcess({ dataDir });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const cookies = await signedInCookies(server.url);
    const pages = [
      { name: '/', path: '/', signedIn: false },
      { name: '/login', path: '/login', signedIn: false },
      { name: 'dashboard (signed in)', path: '/', signedIn: true },
    ];
    for (const page of pages) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      if (page.signedIn) {
        await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: 'localhost', path: '/' })));
      } else {
        await browser.deleteMatchingCookies(
          ...cookies.map(({ name }) => ({ name, domain: 'localhost', path: '/' })),
        );
      }
      await browser.disconnect();
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Keep the session cookies set above; each run still starts with an empty cache.
        disableStorageReset: page.signedIn,
      });
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((category) => {
        const score = Math.round((categories[category]?.score ?? 0) * 100);
        record('lighthouse', `${page.name} ${category}`, score, '/100');
        return `${category} ${score}`;
      });
      const audits = result?.lhr.audits ?? {};
      const metrics = [
        ['FCP', 'first-contentful-paint'],
        ['LCP', 'largest-contentful-paint'],
        ['TBT', 'total-blocking-time'],
        ['CLS', 'cumulative-layout-shift'],
        ['SI', 'speed-index'],
      ].map(([label, id]) => `${label} ${audits[id ?? '']?.displayValue ?? '?'}`);
      console.log(`${page.name.padEnd(22)} ${scores.join(', ')} (${metrics.join(', ')})`);
      const failed = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      if (failed.length > 0) console.log(`  failing: ${failed.map((audit) => audit.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
