/**
 * The scheduling window's length (lib/scheduling-window.ts) for the sync and the daily
 * sweep. Tests of the alert plan's other rules may give a longer one (createApp), so that every
 * alert of their projects holds a schedule from the start.
 */
import { SCHEDULING_WINDOW_DAYS } from '#src/lib/scheduling-window';
import type { Part } from './scope';

export const schedulingWindowDays: Part<number> = { build: () => SCHEDULING_WINDOW_DAYS };
