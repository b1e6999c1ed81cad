/**
 * Lighthouse (its mobile preset: a mid-range phone on a throttled 4G link, simulated) against the
 * local server as `npm start` runs it, in Debian's Chromium, on every route of the web app
 * (web/src/routes.tsx): the signed-out pages first, then the signed-in ones after a sign-in through
 * the form, as a Gold account with a project, its company profile and a team invitation
 * (lighthouse-account.ts). Target: performance 98+ and 100 for accessibility, best practices and
 * SEO on every page, from the median of three runs a page. Prints one table (route, the four
 * scores, LCP, CLS, TBT) in Markdown, with the load average before and after, since performance
 * moves with whatever else shares the CPU. Needs `npm run build:web` first.
 *
 * `LIGHTHOUSE_ROUTES=project,/login npm run bench -- lighthouse` measures only the routes whose
 * name contains one of those words; `LIGHTHOUSE_RUNS=1` one run a page (a quick look, no median).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEFAULT_WEB_ROOT } from '../../functions/local/server';
import { startLienMinderProcess } from '../../functions/local/server-process';
import { type SeededAccount, seedAccount, signInThroughTheForm } from './lighthouse-account';
import { record } from './report';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * Lighthouse's own advice on variability: run a page several times and report the median run (its
 * computeMedianRun: the run nearest the median first paint and time to interactive). One run on
 * this 2-core machine swings by a few points with whatever else is using the CPU.
 */
const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Each page's median report, whole, to open in the Lighthouse viewer (ignored by git as bench/results is). */
const REPORTS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'bench',
  'results',
  'lighthouse',
);

interface Route {
  name: string;
  path: string;
}

/** Every route of web/src/routes.tsx a signed-out visitor can open, with realistic links. */
const signedOutRoutes = (account: SeededAccount): Route[] => [
  { name: '/ (landing)', path: '/' },
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
  { name: '/forgot-password', path: '/forgot-password' },
  { name: '/reset-password', path: account.resetPasswordPath },
  { name: '/join', path: account.joinPath },
  { name: '/subscribe (signed out)', path: '/subscribe' },
  { name: '/terms', path: '/terms' },
  { name: '/privacy', path: '/privacy' },
  { name: '/sms/opt-in', path: '/sms/opt-in' },
  { name: '/sms/compliance', path: '/sms/compliance' },
  { name: '/admin/consents', path: '/admin/consents' },
  // Without an alert email's token: the page says the link is incomplete.
  { name: '/deadlines/done', path: '/deadlines/done' },
  { name: '/dev/emails', path: '/dev/emails' },
  // The page draws the same for any token until its button is pressed.
  { name: '/verify-email', path: '/verify-email?token=an-email-change-token' },
  { name: '404', path: '/no-such-page' },
];

/** Every route of the signed-in set, on the seeded Gold account. */
const signedInRoutes = ({ projectId }: SeededAccount): Route[] => [
  { name: '/ (dashboard)', path: '/' },
  { name: '/projects/new', path: '/projects/new' },
  { name: '/projects/:id', path: `/projects/${projectId}` },
  { name: '/projects/:id/edit', path: `/projects/${projectId}/edit` },
  { name: '/projects/:id/documents/:kind', path: `/projects/${projectId}/documents/notice-to-owner` },
  { name: '/company-profile', path: '/company-profile' },
  { name: '/team', path: '/team' },
  { name: '/account', path: '/account' },
  { name: '/subscribe (Gold)', path: '/subscribe' },
  { name: '/subscription', path: '/subscription' },
  { name: '/help', path: '/help' },
  ...[
    '/sms-test',
    '/sms-config',
    '/twilio-config',
    '/email-test',
    '/password-reset-test',
    '/password-recovery-test',
    '/stripe-test',
    '/stripe-config',
  ].map((path) => ({ name: path, path })),
];

const wanted = (route: Route) => {
  const words = (process.env.LIGHTHOUSE_ROUTES ?? '').split(',').filter((word) => word !== '');
  return words.length === 0 || words.some((word) => route.name.includes(word));
};

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

interface Row {
  name: string;
  scores: number[];
  performanceRuns: number[];
  lcp: string;
  cls: string;
  tbt: string;
}

/** Three runs of one page, its median run's figures, and what that run's audits found wanting. */
async function measure(port: number, url: string, route: Route): Promise<Row> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS_PER_PAGE; run++) {
    const result = await lighthouse(`${url}${route.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (result) runs.push(result.lhr);
  }
  const median: Result = computeMedianRun(runs);
  const slug = route.name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'root';
  writeFileSync(join(REPORTS_DIR, `${slug}.json`), JSON.stringify(median));
  const { audits } = median;
  const scores = CATEGORIES.map((category) => {
    const score = percent(median.categories[category]?.score);
    record('lighthouse', `${route.name} ${category}`, score, '/100');
    return score;
  });
  const wanting = Object.values(audits).filter(
    (audit) =>
      audit.score !== null &&
      audit.score < 0.9 &&
      ['binary', 'metricSavings', 'numeric'].includes(audit.scoreDisplayMode),
  );
  const shifted = (
    audits['layout-shifts']?.details as { items?: { node?: { snippet?: string } }[] } | undefined
  )?.items
    ?.map((item) => item.node?.snippet)
    .filter((snippet) => snippet !== undefined)
    .slice(0, 3);
  const row: Row = {
    name: route.name,
    scores,
    performanceRuns: runs.map((lhr) => percent(lhr.categories.performance?.score)),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
    tbt: audits['total-blocking-time']?.displayValue ?? '?',
  };
  console.log(
    `${route.name}: ${scores.join(' / ')} (performance runs ${row.performanceRuns.join(', ')}; LCP ${row.lcp}, CLS ${row.cls}, TBT ${row.tbt})`,
  );
  if (wanting.length > 0) console.log(`  wanting: ${wanting.map((audit) => audit.id).join(', ')}`);
  if (shifted && shifted.length > 0) console.log(`  shifted: ${shifted.join(' | ')}`);
  return row;
}

function markdownTable(rows: Row[]): string {
  const lines = [
    '| route | performance | accessibility | best practices | SEO | LCP | CLS | TBT |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ name, scores, performanceRuns, lcp, cls, tbt }) =>
        `| \`${name}\` | ${scores[0]} (${performanceRuns.join(', ')}) | ${scores.slice(1).join(' | ')} | ${lcp} | ${cls} | ${tbt} |`,
    ),
  ];
  return lines.join('\n');
}

export default async function lighthouseScores(): Promise<void> {
  if (!existsSync(join(DEFAULT_WEB_ROOT, 'index.html'))) {
    console.log('web/dist is not built: run `npm run build:web` first.');
    return;
  }
  mkdirSync(REPORTS_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-lighthouse-'));
  const server = await startLienMinderProcess({ dataDir });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const loadBefore = loadAverage();
  const rows: Row[] = [];
  try {
    const account = await seedAccount(server.url);
    for (const route of signedOutRoutes(account).filter(wanted)) {
      rows.push(await measure(chrome.port, server.url, route));
    }
    await signInThroughTheForm(chrome.port, server.url, account.email);
    for (const route of signedInRoutes(account).filter(wanted)) {
      rows.push(await measure(chrome.port, server.url, { ...route, name: `${route.name} (signed in)` }));
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse mobile, median of ${RUNS_PER_PAGE} run(s) a page (performance: the median run's, then each run's);` +
      ` load average (1, 5, 15 min) ${loadBefore} before, ${loadAverage()} after:\n`,
  );
  console.log(markdownTable(rows));
}
