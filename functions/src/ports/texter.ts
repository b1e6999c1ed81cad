/** One SMS; `to` is E.164 and `body` already fits one GSM-7 segment (160 characters). */
export interface OutgoingSms {
  to: string;
  body: string;
}

/**
 * Twilio when configured, the local outbox otherwise. Answers the provider's id of the accepted
 * message (Twilio's SID); throws when the provider refuses it.
 */
export interface Texter {
  send(sms: OutgoingSms): Promise<string>;
}
