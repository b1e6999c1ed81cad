/**
 * Payment webhook events and how far their handling got (docs/architecture.md section 3). Stripe delivers at
 * least once, so each event id is claimed before it is acted on and marked done once every step of
 * it is in; a claim is a lease, so a delivery that died while acting (a time-out, a killed
 * container) leaves nothing that a later delivery cannot take over.
 */
export type EventClaim =
  /** This delivery holds the lease: act, then `complete`. */
  | 'claimed'
  /** Handled to the end before: nothing to do. */
  | 'done'
  /** Another delivery holds a lease that has not run out: it may still be acting. */
  | 'in-progress';

export interface ProcessedEvents {
  claim(eventId: string): Promise<EventClaim>;
  /** Every step of the event is in: later deliveries are repeats. */
  complete(eventId: string): Promise<void>;
  /** Gives the lease up after the handling failed, so that Stripe's retry is handled at once. */
  release(eventId: string): Promise<void>;
}
