/** One SMS; `to` is E.164 and `body` already fits one GSM-7 segment (160 characters). */
export interface OutgoingSms {
  to: string;
  body: string;
}

/** Twilio when configured, the local outbox otherwise. Throws when the provider refuses the message. */
export interface Texter {
  send(sms: OutgoingSms): Promise<void>;
}
