import type { ApiRequest } from '#src/http/api-request';
import type { ConsentOrigin } from '#src/services/messaging/consent-record';
import { clientIp } from './front-door';

/** The browser's address and user agent, which a consent record keeps (docs/sms-compliance.md "Consent"). */
export async function consentOrigin(request: ApiRequest): Promise<ConsentOrigin> {
  return { ip: await clientIp(request), userAgent: request.headers['user-agent'] ?? '' };
}
