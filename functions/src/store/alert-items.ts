/**
 * An alert item as the table holds it (store/alerts.ts writes them), read the one way: the store's
 * queries and ApplySchedules' stream images (which carries no table, so no SDK) both come here.
 * Keys and index entries beside the record are left out; an item that is not an alert as written
 * reads as null.
 */
import * as z from 'zod/mini';
import { alertPayloadSchema } from '#src/ports/alert-payload-schema';
import { ALERT_STATES, type AlertItemReader, SKIP_REASONS } from '#src/ports/alert-store';

const text = () => z.string().check(z.minLength(1));
/** An instant as `Date.prototype.toISOString` writes it: UTC, whole or fractional seconds. */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export const alertItemSchema = z.object({
  ...alertPayloadSchema.shape,
  localDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  localTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  timeZone: text(),
  fireAt: z.string().check(z.regex(UTC_INSTANT)),
  state: z.enum(ALERT_STATES),
  // Absent on items of alerts that were never skipped.
  skipReason: z.optional(z.nullable(z.enum(SKIP_REASONS))),
  sweptAt: z.optional(text()),
  deferredFrom: z.optional(text()),
  unscheduled: z.optional(z.literal(true)),
  sentIn: z.optional(
    z.array(
      z.object({
        projectId: text(),
        deadlineId: text(),
        alertKey: alertPayloadSchema.shape.alertKey,
        channel: z.enum(['email', 'sms']),
        to: text(),
      }),
    ),
  ),
  updatedAt: text(),
});

export const readAlertItem: AlertItemReader = (item) => {
  const read = alertItemSchema.safeParse(item);
  return read.success ? { ...read.data, skipReason: read.data.skipReason ?? null } : null;
};
