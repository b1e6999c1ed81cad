/**
 * The message dispatch on the wire: the real event bus adapter against a local stand-in for
 * EventBridge, which records the event the dispatch puts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '#src/ports/message-dispatch';
import {
  type EventBridgeStandIn,
  STAND_IN_CREDENTIALS,
  startEventBridgeStandIn,
} from '#test/eventbridge-stand-in';
import { signedEventBus } from './event-bus';
import { eventBridgeMessageDispatch } from './eventbridge-message-dispatch';

let eventBridge: EventBridgeStandIn;
const messages: OutgoingMessage[] = [
  {
    channel: 'email',
    to: 'maria@example.com',
    subject: 'Reset your password',
    text: 'Link',
    html: '<p>Link</p>',
  },
  { channel: 'sms', to: '+13055550142', body: 'LienMinder: you are opted in. Reply STOP to opt out.' },
];

beforeEach(async () => {
  eventBridge = await startEventBridgeStandIn();
});

afterEach(async () => {
  await eventBridge.close();
});

const dispatch = () =>
  eventBridgeMessageDispatch(
    signedEventBus({
      region: eventBridge.region,
      credentials: async () => STAND_IN_CREDENTIALS,
      endpoint: eventBridge.endpoint,
    }),
  );

describe('EventBridge message dispatch', () => {
  it('puts one event with the purpose and the messages on the default bus, under the source the rule matches', async () => {
    await dispatch().dispatch('password_reset', messages);
    expect(eventBridge.received.map((request) => [request.target, request.body])).toEqual([
      [
        'AWSEvents.PutEvents',
        {
          Entries: [
            {
              Source: 'lienminder.messages',
              DetailType: 'Messages requested',
              Detail: JSON.stringify({ purpose: 'password_reset', messages }),
            },
          ],
        },
      ],
    ]);
  });

  it('throws when EventBridge refuses the entry, so the caller can answer an error instead of a false success', async () => {
    eventBridge.answer({
      status: 200,
      body: { FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }] },
    });
    await expect(dispatch().dispatch('sms_opt_in_confirmation', messages)).rejects.toThrow(
      'EventBridge refused the sms_opt_in_confirmation messages: InternalFailure try again',
    );
  });
});
