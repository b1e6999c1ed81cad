/**
 * EventBridge PutEvents on the account's default bus, sent with `fetch` and signed by the AWS SDK's
 * own Signature V4 signer. The EventBridge client (about 20 KB minified with the multi-region
 * signer it brings) put ForgotPassword, TestEmail and TestSms over the 250 KB bundle budget
 * (docs/decisions/006); the signer, its hash and the environment credential reader are in every
 * table function's bundle already, through the DynamoDB client.
 * API: https://docs.aws.amazon.com/eventbridge/latest/APIReference/API_PutEvents.html
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

export interface EventEntry {
  Source: string;
  DetailType: string;
  Detail: string;
}

/** PutEvents' answer: per entry an EventId, or the ErrorCode and ErrorMessage of a refused one. */
export interface PutEventsResult {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

export interface EventBus {
  putEvents(entries: EventEntry[]): Promise<PutEventsResult>;
}

export interface EventBusSettings {
  /** Lambda sets AWS_REGION for every function. */
  region: string;
  /** Lambda hands a function its role's credentials in environment variables. */
  credentials?: ReturnType<typeof fromEnv>;
  /** The regional endpoint; another origin only for tests that listen on the wire. */
  endpoint?: string;
}

/** As the SDK's standard retry mode: three attempts, backing off, on throttling and server faults. */
const ATTEMPTS = 3;
const BACKOFF_MS = 100;

const isRetryable = (status: number, type: string) =>
  status >= 500 || status === 429 || type.endsWith('ThrottlingException');

export function signedEventBus(settings: EventBusSettings): EventBus {
  const url = new URL(settings.endpoint ?? `https://events.${settings.region}.amazonaws.com/`);
  const signer = new SignatureV4({
    service: 'events',
    region: settings.region,
    credentials: settings.credentials ?? fromEnv(),
    sha256: Sha256,
  });
  return {
    async putEvents(entries) {
      const body = JSON.stringify({ Entries: entries });
      for (let attempt = 1; ; attempt++) {
        const signed = await signer.sign({
          method: 'POST',
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port ? Number(url.port) : undefined,
          path: url.pathname,
          query: {},
          headers: {
            host: url.host,
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSEvents.PutEvents',
          },
          body,
        });
        const response = await fetch(url, { method: 'POST', headers: signed.headers, body }).catch(
          (error: unknown) => {
            if (attempt < ATTEMPTS) return undefined;
            throw error;
          },
        );
        if (response?.ok) return (await response.json()) as PutEventsResult;
        const fault = response
          ? ((await response.json().catch(() => ({}))) as { __type?: string; message?: string })
          : {};
        const type = fault.__type ?? '';
        if (attempt < ATTEMPTS && (!response || isRetryable(response.status, type))) {
          await sleep(BACKOFF_MS * 2 ** (attempt - 1));
          continue;
        }
        throw new Error(
          `EventBridge PutEvents answered HTTP ${response?.status}: ${type} ${fault.message ?? ''}`.trim(),
        );
      }
    },
  };
}

/** The bus of the region the function runs in. */
export function regionalEventBus(): EventBus {
  const region = process.env.AWS_REGION;
  if (!region) throw new Error('AWS_REGION is not set: Lambda sets it for every function');
  return signedEventBus({ region });
}
