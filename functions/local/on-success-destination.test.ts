import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESTINATION_RETRY_ATTEMPTS, withOnSuccessDestination } from './on-success-destination';

afterEach(() => vi.restoreAllMocks());

describe('withOnSuccessDestination', () => {
  it('hands the destination what the function returned, as JSON, after it returned', async () => {
    const order: string[] = [];
    const received: unknown[] = [];
    const invoke = withOnSuccessDestination(
      async (event: { id: string }) => {
        order.push('function');
        return { id: event.id, at: new Date('2026-05-09T13:00:00.000Z'), skipped: undefined };
      },
      async (response) => {
        order.push('destination');
        received.push(response);
      },
      { destinationName: 'DeliverAlert' },
    );
    const result = await invoke({ id: 'a1' });
    expect(order).toEqual(['function', 'destination']);
    expect(received).toEqual([{ id: 'a1', at: '2026-05-09T13:00:00.000Z' }]);
    expect(result).toMatchObject({ id: 'a1' }); // the invoker sees the function's own answer
  });

  it('does not invoke the destination when the function fails: the failure is the invoker’s to retry', async () => {
    const destination = vi.fn(async () => {});
    const invoke = withOnSuccessDestination(
      async () => {
        throw new Error('table unavailable');
      },
      destination,
      { destinationName: 'DeliverAlert' },
    );
    await expect(invoke({})).rejects.toThrow('table unavailable');
    expect(destination).not.toHaveBeenCalled();
  });

  it('retries a failing destination twice, then logs it as an error without failing the function', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const destination = vi.fn(async () => {
      throw new Error('SES throttled');
    });
    const invoke = withOnSuccessDestination(async () => ({ alert: 'a1' }), destination, {
      destinationName: 'DeliverAlert',
      retryDelayMs: 1,
    });
    await expect(invoke({})).resolves.toEqual({ alert: 'a1' });
    expect(destination).toHaveBeenCalledTimes(1 + DESTINATION_RETRY_ATTEMPTS);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      level: 'ERROR',
      destination: 'DeliverAlert',
      attempt: 3,
      response: { alert: 'a1' },
    });
  });

  it('stops retrying as soon as the destination succeeds, and passes null for a function that returned nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received: unknown[] = [];
    const invoke = withOnSuccessDestination(
      async () => undefined,
      async (response) => {
        received.push(response);
        if (received.length === 1) throw new Error('Twilio 503');
      },
      { destinationName: 'DeliverAlert', retryDelayMs: 1 },
    );
    await invoke({});
    expect(received).toEqual([null, null]);
  });
});
