/**
 * The ids of one alert, checked: what a schedule hands send-alert and what a delivery order names.
 * Events come from AWS, not from our own code, so nothing in them is trusted unchecked.
 */
import { ALERT_KEYS } from '@lienminder/shared';
import * as z from 'zod/mini';
import { correlationIdSchema } from './correlation-id';
import type { AlertPayload } from './scheduler';

const id = () => z.string().check(z.minLength(1));

export const alertPayloadSchema = z.object({
  userId: id(),
  projectId: id(),
  deadlineId: id(),
  alertKey: z.enum(ALERT_KEYS),
  correlationId: z.optional(correlationIdSchema),
}) satisfies z.ZodMiniType<AlertPayload>;
