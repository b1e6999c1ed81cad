/**
 * A real HTTP server in the place of the AWS Parameters and Secrets Lambda Extension, for tests of
 * the functions' secret reads (secrets-extension.ts): it answers from `answers` in turn and keeps
 * each request. Started before and stopped after every test of the file that uses it.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach } from 'vitest';

export interface ExtensionAnswer {
  status: number;
  body: string;
}

export interface ExtensionRequest {
  method: string | undefined;
  url: string;
  headers: IncomingHttpHeaders;
}

/** GetSecretValue's answer for a secret whose SecretString is `secretString`. */
export const secretStringAnswer = (arn: string, secretString: string): ExtensionAnswer => ({
  status: 200,
  body: JSON.stringify({ ARN: arn, SecretString: secretString }),
});

export const NOT_READY: ExtensionAnswer = { status: 400, body: 'not ready to serve traffic, please wait' };

export function useSecretsExtensionStandIn() {
  const extension = { port: 0, answers: [] as ExtensionAnswer[], requests: [] as ExtensionRequest[] };
  let server: Server;
  beforeEach(async () => {
    extension.answers = [];
    extension.requests = [];
    server = createServer((request, response) => {
      extension.requests.push({ method: request.method, url: request.url ?? '', headers: request.headers });
      const answer = extension.answers.shift() ?? {
        status: 500,
        body: 'the test gave no answer for this request',
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    extension.port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return extension;
}
