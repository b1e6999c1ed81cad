/** When an inbound text reached the SMS provider, by the provider's own record of the message. */
export interface InboundMessageTimes {
  /**
   * The second the provider received the message (its records keep whole seconds); null when it
   * cannot say: not configured, unreachable, or no such message.
   */
  receivedAt(messageSid: string): Promise<Date | null>;
}
