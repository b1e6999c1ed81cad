/**
 * The header CloudFront adds to every request it forwards to the API (infra/lib/web.ts), holding the
 * origin verification secret. The API's own execute-api address is public too; only a request that
 * carries the right value came through CloudFront, so only then is X-Forwarded-For's last entry
 * CloudFront's (client-ip.ts). Named here once for the stack and the functions alike.
 */
export const ORIGIN_VERIFY_HEADER = 'X-LienMinder-Origin-Verify';
