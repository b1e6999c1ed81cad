/**
 * Alert texts through Twilio's Messages API. Lives with the AWS adapters because that is where it
 * runs; locally it is used too when TWILIO_* settings are present.
 */
import twilio from 'twilio';
import type { Texter } from '#ports/texter';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  fromNumber: string;
  /** Where the Messages API is; another origin only for tests that listen on the wire. */
  apiOrigin?: string;
}

/** The library's own HTTP client with the API origin swapped: every byte it sends is still its own. */
function requestClientFor(apiOrigin: string): twilio.RequestClient {
  const client = new twilio.RequestClient({ timeout: 10_000 });
  const request = client.request.bind(client);
  client.request = (options) =>
    request({ ...options, uri: options.uri.replace(TWILIO_API_ORIGIN, apiOrigin) });
  return client;
}

export function twilioTexter(settings: TwilioSettings): Texter {
  const client = twilio(settings.accountSid, settings.authToken, {
    // Twilio answers 429 when a number sends faster than its rate: back off and retry.
    autoRetry: true,
    maxRetries: 3,
    ...(settings.apiOrigin ? { httpClient: requestClientFor(settings.apiOrigin) } : {}),
  });
  return {
    async send(sms) {
      await client.messages.create({ to: sms.to, from: settings.fromNumber, body: sms.body });
    },
  };
}
