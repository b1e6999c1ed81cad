/** The opt-in proofs of work already used: each stamp opts in once (services/sms/opt-in-proof.ts). */
export interface SpentProofs {
  /** Records the stamp as used; false when it already was. Kept until `keepUntil`, past its validity. */
  spend(stamp: string, keepUntil: Date): Promise<boolean>;
}
