import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '#ports/message-dispatch';
import { eventBridgeMessageDispatch } from './eventbridge-message-dispatch';

const mock = mockClient(EventBridgeClient);
const dispatch = eventBridgeMessageDispatch(new EventBridgeClient({ region: 'us-east-1' }));
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

beforeEach(() => mock.reset());

describe('EventBridge message dispatch', () => {
  it('puts one event with the purpose and the messages on the default bus, under the source the rule matches', async () => {
    mock.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e1' }] });
    await dispatch.dispatch('password_reset', messages);
    expect(mock.commandCalls(PutEventsCommand).map((call) => call.args[0].input)).toEqual([
      {
        Entries: [
          {
            Source: 'lienminder.messages',
            DetailType: 'Messages requested',
            Detail: JSON.stringify({ purpose: 'password_reset', messages }),
          },
        ],
      },
    ]);
  });

  it('throws when EventBridge refuses the entry, so the caller can answer an error instead of a false success', async () => {
    mock.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
    });
    await expect(dispatch.dispatch('sms_opt_in_confirmation', messages)).rejects.toThrow(
      'EventBridge refused the sms_opt_in_confirmation messages: InternalFailure try again',
    );
  });
});
