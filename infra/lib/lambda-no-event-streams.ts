/**
 * Bundled in place of `@smithy/core/event-streams` (see lambda-bundling.ts). The SDK imports it
 * dynamically, only for event-stream operations, and none of the functions' clients (DynamoDB,
 * Scheduler, SES) has one; esbuild's single-file output would still carry it (~13 KB minified per
 * bundle). Should a client ever need it, the error says where to look.
 */
function notBundled(): never {
  throw new Error('AWS SDK event streams are not bundled (infra/lib/lambda-no-event-streams.ts)');
}

export class EventStreamSerde {
  constructor() {
    notBundled();
  }
}

export const eventStreamSerdeProvider = notBundled;
