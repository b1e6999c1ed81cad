/**
 * The largest request bodies the API reads, dependency-free: the route manifest (routes.ts), the
 * body parsers (http/) and the local server read them here.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Stripe's events carry whole objects (an invoice with every line) and may pass 64 KB; a payment
 * refused for its size would be retried and refused for three days. The webhook alone takes this,
 * in the Lambda (handlers/stripe/webhook.ts) and the local server (routes.ts). API Gateway's own
 * payload limit, 10 MB, is far above it, and Lambda's synchronous 6 MB too: this is the one that counts.
 */
export const STRIPE_EVENT_MAX_BODY_BYTES = 512 * 1024;
/**
 * A spreadsheet of projects to import (POST /api/projects/import): 1 MB, with at most 500 rows
 * (services/project-import). Fifty projects, a Gold plan's limit, take well under 100 KB; the room
 * is for the columns a user's own sheet adds, which the import leaves aside.
 */
export const PROJECT_IMPORT_MAX_BODY_BYTES = 1024 * 1024;
