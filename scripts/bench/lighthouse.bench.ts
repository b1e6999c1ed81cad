/**
 * Lighthouse (its mobile preset: a mid-range phone on a throttled 4G link, simulated) against the
 * local server as `npm start` runs it, in Debian's Chromium: `/`, `/login` and the signed-in
 * dashboard, printing the four category scores (targets: performance >= 95 and 100 for
 * the rest on / and /login; performance >= 90 on the dashboard), from the median of three runs a
 * page. Needs `npm run build:web` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { DEFAULT_WEB_ROOT } from '../../functions/local/server';
import { startLienMinderProcess } from '../../functions/local/server-process';
import { record } from './report';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Lighthouse's own advice on variability: run a page several times and report the median run (its
 * computeMedianRun: the run nearest the median first paint and time to interactive). One run on
 * this 2-core machine swings by a few points with whatever else is using the CPU.
 */
const RUNS_PER_PAGE = 3;

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

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
      const runs: Result[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) {
        const result = await lighthouse(`${server.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Keep the session cookies set above; each run still starts with an empty cache.
          disableStorageReset: page.signedIn,
        });
        if (result) runs.push(result.lhr);
      }
      const performanceScores = runs.map((lhr) => percent(lhr.categories.performance?.score));
      const median: Result = computeMedianRun(runs);
      const scores = CATEGORIES.map((category) => {
        const score = percent(median.categories[category]?.score);
        record('lighthouse', `${page.name} ${category}`, score, '/100');
        return `${category} ${score}`;
      });
      const audits = median.audits;
      const metrics = [
        ['FCP', 'first-contentful-paint'],
        ['LCP', 'largest-contentful-paint'],
        ['TBT', 'total-blocking-time'],
        ['CLS', 'cumulative-layout-shift'],
        ['SI', 'speed-index'],
      ].map(([label, id]) => `${label} ${audits[id ?? '']?.displayValue ?? '?'}`);
      console.log(`${page.name.padEnd(22)} ${scores.join(', ')} (${metrics.join(', ')})`);
      console.log(
        `${''.padEnd(22)} performance in each of the ${runs.length} runs: ${performanceScores.join(', ')}`,
      );
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
