/**
 * The event bus adapter checked on the wire: a local HTTP server stands in for EventBridge and
 * records the requests the adapter really sends, checking each signature independently.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  type EventBridgeStandIn,
  STAND_IN_CREDENTIALS,
  startEventBridgeStandIn,
} from '#test/eventbridge-stand-in';
import { signedEventBus } from './event-bus';

let eventBridge: EventBridgeStandIn;

beforeEach(async () => {
  eventBridge = await startEventBridgeStandIn();
});

afterEach(async () => {
  await eventBridge.close();
});

const bus = () =>
  signedEventBus({
    region: eventBridge.region,
    credentials: async () => STAND_IN_CREDENTIALS,
    endpoint: eventBridge.endpoint,
  });

const entry = { Source: 'lienminder.messages', DetailType: 'Messages requested', Detail: '{"purpose":"x"}' };

it('posts PutEvents as AWS JSON 1.1, signed with Signature V4 for the events service of the region', async () => {
  const result = await bus().putEvents([entry]);

  expect(result).toEqual({ FailedEntryCount: 0, Entries: [{ EventId: 'e1' }] });
  const [request] = eventBridge.received;
  expect(eventBridge.received).toHaveLength(1);
  expect(request).toEqual({
    method: 'POST',
    url: '/',
    target: 'AWSEvents.PutEvents',
    contentType: 'application/x-amz-json-1.1',
    credential: expect.stringMatching(/^AKIDEXAMPLE\/\d{8}\/us-east-1\/events\/aws4_request$/),
    signedHeaders: 'content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token;x-amz-target',
    signatureValid: true,
    securityToken: STAND_IN_CREDENTIALS.sessionToken,
    body: { Entries: [entry] },
  });
});

it('answers per-entry refusals as EventBridge gives them, for the caller to judge', async () => {
  const refused = {
    FailedEntryCount: 1,
    Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
  };
  eventBridge.answer({ status: 200, body: refused });
  await expect(bus().putEvents([entry])).resolves.toEqual(refused);
});

it('sends again after throttling or a server fault, three attempts in all', async () => {
  eventBridge.answer(
    { status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } },
    { status: 500, body: { __type: 'InternalException', message: 'oops' } },
    { status: 200, body: { FailedEntryCount: 0, Entries: [{ EventId: 'e3' }] } },
  );
  await expect(bus().putEvents([entry])).resolves.toEqual({
    FailedEntryCount: 0,
    Entries: [{ EventId: 'e3' }],
  });
  expect(eventBridge.received).toHaveLength(3);
  expect(eventBridge.received.every((request) => request.signatureValid)).toBe(true);
});

it('fails at once when EventBridge refuses the request itself, naming the reason', async () => {
  eventBridge.answer({
    status: 400,
    body: { __type: 'AccessDeniedException', message: 'not authorized to perform events:PutEvents' },
  });
  await expect(bus().putEvents([entry])).rejects.toThrow(
    'EventBridge PutEvents answered HTTP 400: AccessDeniedException not authorized to perform events:PutEvents',
  );
  expect(eventBridge.received).toHaveLength(1);
});

it('gives up after three throttled attempts', async () => {
  eventBridge.answer({ status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } });
  await expect(bus().putEvents([entry])).rejects.toThrow('ThrottlingException Rate exceeded');
  expect(eventBridge.received).toHaveLength(3);
});
