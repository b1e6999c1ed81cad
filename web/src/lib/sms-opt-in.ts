/**
 * `POST /sms/opt-in` as every form of the web app sends it: with the proof of work the server asks
 * of each opt-in (shared opt-in-proof.ts), made here, out of sight, at the bits `GET /sms/config`
 * names, for the number being opted in, answering the challenge it issued. Read fresh each time:
 * each challenge serves one opt-in within minutes, and the bits are the server's to change.
 */
import { mintOptInProof, type SmsOptInRequest, type SmsOptInResult } from '@lienminder/shared';
import { answer, api } from './api-client';

export async function postSmsOptIn(
  request: Omit<SmsOptInRequest, 'proof'> & { phone: string },
): Promise<SmsOptInResult> {
  const { proofBits, proofChallenge } = await answer(api.GET('/sms/config'));
  const proof = await mintOptInProof(request.phone, proofBits, new Date(), proofChallenge);
  return answer(api.POST('/sms/opt-in', { body: { ...request, proof } }));
}
