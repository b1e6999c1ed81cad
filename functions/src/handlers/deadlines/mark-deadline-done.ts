import { deadlineDoneMarkHandler } from './deadline-done-mark';

/** POST /api/deadline-done/{token}: marks the link's deadline done (its alerts stop); answers as GET does. */
export const handler = deadlineDoneMarkHandler(true);
