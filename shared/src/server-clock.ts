/**
 * The local server's moved clock, told to the app: while `POST /api/dev/clock` (functions/local)
 * has moved it, every API answer carries the server's instant in this header, and the pages count
 * days from it (web/src/lib/server-clock.ts), as the alerts and emails do. A deployed server runs on
 * the real time and never sends it.
 */
export const SERVER_NOW_HEADER = 'x-server-now';
