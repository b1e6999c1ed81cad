import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationStatusCard } from './notification-status-card';

const renderCard = (lastAlertSentAt: string | null) =>
  render(
    <MemoryRouter>
      <NotificationStatusCard tier="silver" lastAlertSentAt={lastAlertSentAt} />
    </MemoryRouter>,
  );

describe('the notification status card', () => {
  it("says when the last alert went out, in Florida's time", () => {
    // 14:00 UTC on Nov 20 is 9:00 in Miami (EST), whatever the machine's zone.
    renderCard('2026-11-20T14:00:00.000Z');
    expect(screen.getByText(/^Last alert sent/)).toHaveTextContent('Last alert sent Nov 20, 9:00 AM');
  });

  it('says so when no alert has gone out', () => {
    renderCard(null);
    expect(screen.getByText('No alerts sent yet')).toBeInTheDocument();
  });
});
