import { deadlineDoneMarkHandler } from './deadline-done-mark';

/** DELETE /api/deadline-done/{token}: undoes the link's done mark (its alerts are planned again); answers as GET does. */
export const handler = deadlineDoneMarkHandler(false);
