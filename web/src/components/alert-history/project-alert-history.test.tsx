import type { AlertHistoryEntry, AlertHistoryResponse } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aProject,
  aUser,
  dashboardOf,
  projectResponseOf,
  renderScreen,
  stubApi,
} from '../dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

/** A Panhandle project: its alerts read in Central time whatever the machine's zone. */
const project = aProject({ timeZone: 'America/Chicago' });

const lienAlert = (overrides: Partial<AlertHistoryEntry>): AlertHistoryEntry => ({
  deadlineId: 'p1-lien',
  deadlineType: 'record_lien',
  dueDate: '2026-05-02',
  alertKey: 'd30',
  state: 'scheduled',
  // 9:00 Central (CDT, UTC-5).
  scheduledFor: '2026-04-02T14:00:00.000Z',
  sentAt: null,
  reason: null,
  messages: [],
  ...overrides,
});

const HISTORY: AlertHistoryResponse = {
  alerts: [
    lienAlert({ alertKey: 'd1', scheduledFor: '2026-05-01T14:00:00.000Z' }),
    lienAlert({
      alertKey: 'd7',
      state: 'deferred',
      scheduledFor: '2026-04-25T13:00:00.000Z',
      reason: 'quiet_hours_deferred',
    }),
    lienAlert({
      alertKey: 'd14',
      state: 'partly_sent',
      scheduledFor: '2026-04-18T14:00:00.000Z',
      sentAt: '2026-04-18T14:00:03.000Z',
      messages: [
        {
          channel: 'email',
          recipient: 'p***@example.com',
          state: 'sent',
          at: '2026-04-18T14:00:02.000Z',
          reason: null,
          outcome: null,
          outcomeAt: null,
          outcomeDetail: null,
        },
        {
          channel: 'sms',
          recipient: '(***) ***-0142',
          state: 'skipped',
          at: '2026-04-18T14:00:01.000Z',
          reason: 'opted_out',
          outcome: null,
          outcomeAt: null,
          outcomeDetail: null,
        },
      ],
    }),
    lienAlert({
      alertKey: 'd30',
      state: 'sent',
      sentAt: '2026-04-02T14:00:04.000Z',
      messages: [
        {
          channel: 'email',
          recipient: 'p***@example.com',
          state: 'sent',
          at: '2026-04-02T14:00:04.000Z',
          reason: null,
          outcome: null,
          outcomeAt: null,
          outcomeDetail: null,
        },
      ],
    }),
    lienAlert({
      deadlineId: 'p1-reminder-1',
      deadlineType: 'recurring_lien_reminder',
      dueDate: '2026-03-20',
      alertKey: 'due',
      state: 'skipped',
      scheduledFor: '2026-03-20T14:00:00.000Z',
      reason: 'project_on_hold',
    }),
  ],
  suppressedRecipients: [],
  removedFromTeam: [],
};

function openProject(alerts: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('silver') },
    'GET /api/dashboard': { status: 200, body: dashboardOf([project]) },
    'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
    'GET /api/projects/p1/alerts': alerts,
  });
  renderScreen('/projects/p1');
  return api;
}

const historySection = () => screen.findByRole('region', { name: 'Alert History' });

describe("the project's alert history", () => {
  it("lists sent, scheduled, waiting and unsent alerts in the project's zone, recipients masked", async () => {
    const user = userEvent.setup({ delay: null });
    openProject({ status: 200, body: HISTORY });
    const section = await historySection();
    // The project page shows the next alert and the latest three first.
    await user.click(await within(section).findByRole('button', { name: 'Show all 5 alerts' }));
    const entries = await within(section).findAllByRole('listitem', { name: undefined });
    const alerts = entries.filter(
      (entry) => entry.parentElement?.getAttribute('aria-label') !== 'Recipients',
    );
    expect(alerts.map((alert) => alert.textContent)).toHaveLength(5);

    const [d1, d7, d14, d30, reminder] = alerts as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(d1).toHaveTextContent('Record Claim of Lien / Notice of Nonpayment — 1 day before');
    expect(d1).toHaveTextContent('Scheduled');
    expect(d1).toHaveTextContent('Will be sent May 1, 2026, 9:00 AM CDT.');
    expect(d7).toHaveTextContent('Waiting to send until Apr 25, 2026, 8:00 AM CDT.');
    expect(d7).toHaveTextContent('Texts wait until 8:00 AM: Florida allows them only from 8 AM to 8 PM.');
    expect(d14).toHaveTextContent('Partly sent');
    expect(within(d14).getByRole('list', { name: 'Recipients' })).toHaveTextContent(
      'Email to p***@example.com: sent Apr 18, 2026, 9:00 AM CDT' +
        'Text to (***) ***-0142: not sent Apr 18, 2026, 9:00 AM CDTThis phone replied STOP, so it gets no texts.',
    );
    expect(d30).toHaveTextContent('Sent Apr 2, 2026, 9:00 AM CDT.');
    expect(d30).toHaveTextContent('Email to p***@example.com: sent');
    expect(reminder).toHaveTextContent('Lien/Bond Reminder — on the day');
    expect(reminder).toHaveTextContent('Not sent (due Mar 20, 2026, 9:00 AM CDT).');
    expect(reminder).toHaveTextContent('The project is on hold.');
  });

  it('says beside an alert address that its person was removed from the team, and when', async () => {
    openProject({
      status: 200,
      body: {
        ...HISTORY,
        removedFromTeam: [{ recipient: 'pm@coastal.example.com', removedAt: '2026-04-03T15:30:00.000Z' }],
      },
    });
    const section = await historySection();
    const removed = await within(section).findByRole('list', { name: 'Removed from the team' });
    expect(removed).toHaveTextContent(
      'pm@coastal.example.com: its person was removed from the team on Apr 3, 2026, 10:30 AM CDT',
    );
    expect(within(removed).getByText('Apr 3, 2026, 10:30 AM CDT')).toHaveAttribute(
      'datetime',
      '2026-04-03T15:30:00.000Z',
    );
    expect(section).toHaveTextContent(
      'Alerts still go to these addresses, but the Mark as done links sent to them before then no longer work.',
    );
  });

  it('says so while loading, and when the project has no alerts', async () => {
    let answer: (value: { status: number; body: AlertHistoryResponse }) => void = () => {};
    openProject(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const section = await historySection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading alert history');
    answer({ status: 200, body: { alerts: [], suppressedRecipients: [], removedFromTeam: [] } });
    expect(
      await within(section).findByText(
        'No alerts for this project yet. Alerts appear here once a deadline has them scheduled.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Try Again when the history cannot be loaded, and then shows it', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const api = openProject(() =>
      ++calls === 1
        ? { status: 500, body: { message: 'Internal error', errors: [] } }
        : { status: 200, body: HISTORY },
    );
    const section = await historySection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We could not load this project's alerts.",
    );
    await user.click(within(section).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(section).getAllByText(/Record Claim of Lien/)).toHaveLength(4));
    expect(api.requests.filter((request) => request.path === '/api/projects/p1/alerts')).toHaveLength(2);
  });
});
