/**
 * One-click unsubscribe for the people an account lists: each alert email to them carries
 * List-Unsubscribe with a signed https URL and List-Unsubscribe-Post (RFC 8058) and a visible link;
 * the POST stops only that address for only that account, the GET changes nothing, and only the
 * holder of the link can undo it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredUser } from '#src/ports/user-store';
import { call } from '#test/api/support';
import { type DeliverabilityHarness, fireAndDeliver, LIEN, startDeliverabilityHarness } from './support';

const OFFICE = 'dana@office.example.com';
const OTHER = 'lee@office.example.com';
let setup: DeliverabilityHarness;
let owner: StoredUser;
let otherAccount: StoredUser;
let projectId: string;

beforeEach(async () => {
  setup = await startDeliverabilityHarness();
  owner = await setup.harness.user('gold', 'maria@coastal.example.com');
  otherAccount = await setup.harness.user('gold', 'sam@harbor.example.com');
  const fields = { ...LIEN, name: 'Oak St', alertEmail: '', alertEmail2: OFFICE, alertEmail3: OTHER };
  projectId = (await setup.harness.createProject(owner, fields)).id;
  await setup.harness.createProject(otherAccount, {
    ...LIEN,
    name: 'Pier 4',
    alertEmail: '',
    alertEmail2: OFFICE,
  });
});

afterEach(() => setup.harness.stop());

/** The unsubscribe URL of the office's alert email, from its List-Unsubscribe header. */
function unsubscribeUrlIn(raw: string | null): URL {
  const header = /\r\nList-Unsubscribe: <([^>]+)>\r\n/.exec(raw ?? '');
  return new URL(header?.[1] ?? 'http://missing/');
}

async function officeLink() {
  await fireAndDeliver(setup.harness, owner, projectId, 'd7');
  const office = setup.emails.find((email) => email.to === OFFICE);
  return { office, url: unsubscribeUrlIn(office?.raw ?? null) };
}

const stopped = async (user: StoredUser) =>
  (await setup.harness.app.suppressions.list(user.id)).map(({ address, reason }) => ({ address, reason }));

const oneClick = (url: URL, body = 'List-Unsubscribe=One-Click') =>
  call('POST', `${url.pathname}${url.search}`, {
    body,
    // A mail provider's server posts it: no browser, no Origin.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
  });

describe('alert emails to the people an account lists', () => {
  it('carry List-Unsubscribe (https in AWS, the public URL) with One-Click, and a visible link; the account holder’s do not', async () => {
    const { office, url } = await officeLink();
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/email/unsubscribe');
    expect(office?.raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(office?.text).toContain(
      `You get these alerts because Maria Lopez listed this address on a LienMinder project. Stop them: ${url.href}`,
    );
    // The account holder's own email goes without (SendEmail, no headers of its own).
    expect(setup.emails.find((email) => email.to === owner.email)?.raw).toBeNull();
  });
});

describe('POST /api/email/unsubscribe', () => {
  it('stops only that address, for only that account, at once', async () => {
    const { url } = await officeLink();
    const answer = await oneClick(url);
    expect(answer.statusCode).toBe(200);
    expect(await stopped(owner)).toEqual([{ address: OFFICE, reason: 'unsubscribed' }]);
    expect(await stopped(otherAccount)).toEqual([]);

    setup.emails.length = 0;
    await fireAndDeliver(setup.harness, owner, projectId, 'd3');
    expect(setup.emails.map((email) => email.to).sort()).toEqual([OTHER, owner.email]);
  });

  it('is undone by the recipient from the page (the link), not by the account holder saving the project', async () => {
    const { url } = await officeLink();
    await oneClick(url);
    await setup.harness.updateProject(owner, projectId, {
      ...LIEN,
      name: 'Oak St',
      alertEmail: '',
      alertEmail2: '',
      alertEmail3: OTHER,
    });
    await setup.harness.updateProject(owner, projectId, {
      ...LIEN,
      name: 'Oak St',
      alertEmail: '',
      alertEmail2: OFFICE,
      alertEmail3: OTHER,
    });
    expect(await stopped(owner)).toEqual([{ address: OFFICE, reason: 'unsubscribed' }]);

    const undone = await oneClick(url, 'resubscribe=yes');
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain('Stop these emails');
    expect(await stopped(owner)).toEqual([]);
  });

  it('refuses a link it did not sign with 404 and changes nothing', async () => {
    const { url } = await officeLink();
    const [userId, address] = (url.searchParams.get('token') ?? '').split('.');
    const forged = new URL(url);
    forged.searchParams.set('token', `${userId}.${address}.${Buffer.from('forged').toString('base64url')}`);
    expect((await oneClick(forged)).statusCode).toBe(404);
    expect(await stopped(owner)).toEqual([]);
  });
});

describe('GET /api/email/unsubscribe', () => {
  it('shows the page that confirms and changes nothing', async () => {
    const { url } = await officeLink();
    const page = await call('GET', `${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Maria Lopez listed dana@office.example.com for LienMinder deadline alerts.');
    expect(page.body).toContain('<button type="submit">Stop these emails</button>');
    expect(await stopped(owner)).toEqual([]);

    await oneClick(url);
    const after = await call('GET', `${url.pathname}${url.search}`);
    expect(after.body).toContain('<button type="submit">Undo: send them to me again</button>');
  });
});
