import type { ConsentOrigin } from '#services/projects/phone-consents';
import type { ApiRequest } from './api-request';

/** The browser's address and user agent, which a consent record keeps (SMS_COMPLIANCE.md "Consent"). */
export function consentOrigin(request: ApiRequest): ConsentOrigin {
  return { ip: request.clientIp, userAgent: request.headers['user-agent'] ?? '' };
}
