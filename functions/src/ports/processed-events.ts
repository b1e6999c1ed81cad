/**
 * Payment webhook events already handled (DESIGN.md section 3): Stripe delivers at least once, so
 * each event id is claimed before it is acted on, and the claim expires after Stripe's retry window.
 */
export interface ProcessedEvents {
  /** True when this call claimed the id; false when it was claimed before (a repeated delivery). */
  claim(eventId: string): Promise<boolean>;
  /** Gives the id up again after the handling failed, so that Stripe's retry is handled. */
  release(eventId: string): Promise<void>;
}
