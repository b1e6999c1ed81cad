/**
 * The opt-in's proof of work, checked server-side (shared opt-in-proof.ts says what it is): a
 * stamp for this phone, of at least the configured bits, made in the last few minutes, answering a
 * challenge this server issued in the last few minutes (opt-in-challenge.ts), which no opt-in used
 * before. Anything else is refused before the opt-in counts against a limit of the number, records
 * anything or texts anyone.
 */
import { MESSAGES, parseOptInProof, proofMinute, stampZeroBits } from '@lienminder/shared';
import { ValidationFailed } from '#src/errors';
import type { SpentProofs } from '#src/ports/spent-proofs';
import type { OptInChallenges } from './opt-in-challenge';

/** How old a stamp, and its challenge, may be: time to fill in the form, not to stockpile. */
const PROOF_MAX_AGE_MS = 10 * 60_000;
/** A browser clock a little ahead of ours still passes. */
const PROOF_MAX_AHEAD_MS = 2 * 60_000;

const fresh = (at: Date, now: Date) => {
  const age = now.getTime() - at.getTime();
  return age <= PROOF_MAX_AGE_MS && age >= -PROOF_MAX_AHEAD_MS;
};

/**
 * The stamp's challenge when the stamp is a fresh proof of `bits` for `phone` at `now`, answering a
 * fresh challenge of ours; null otherwise.
 */
async function answeredChallenge(
  challenges: OptInChallenges,
  stamp: string,
  phone: string,
  bits: number,
  now: Date,
): Promise<string | null> {
  const parsed = parseOptInProof(stamp);
  if (!parsed || parsed.phone !== phone || parsed.bits < bits) return null;
  if (!fresh(proofMinute(parsed.date), now)) return null;
  const issuedAt = await challenges.issuedAt(parsed.challenge);
  if (!issuedAt || !fresh(issuedAt, now)) return null;
  return (await stampZeroBits(stamp)) >= bits ? parsed.challenge : null;
}

/**
 * Checks the stamp and uses its challenge up: one opt-in per challenge, however many stamps are
 * made for it. `ValidationFailed` (400) on `proof` otherwise.
 */
export async function spendOptInProof(
  spent: SpentProofs,
  challenges: OptInChallenges,
  request: { proof: string; phone: string },
  bits: number,
  now: Date,
): Promise<void> {
  const challenge = await answeredChallenge(challenges, request.proof, request.phone, bits, now);
  const holds =
    challenge !== null &&
    (await spent.spend(challenge, new Date(now.getTime() + PROOF_MAX_AGE_MS + PROOF_MAX_AHEAD_MS)));
  if (!holds) throw new ValidationFailed([{ path: 'proof', message: MESSAGES.optInProofRejected }]);
}
