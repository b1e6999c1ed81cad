import { DEFAULT_TIME_ZONE, type LocalDate, todayIn } from '@lienminder/shared';
import { createContext, useContext } from 'react';
import { serverNow } from '@/lib/server-clock';

/**
 * The clock the deadline screens read, injected so tests pin "today" without faking timers. The
 * app uses the server's clock: the real time, unless the local server's was moved (lib/server-clock.ts);
 * nothing else in these screens calls `new Date()`.
 */
export const NowContext = createContext<() => Date>(serverNow);

/** Today in the project's zone: Florida deadlines are Florida days (the panhandle is Central). */
export function useToday(timeZone: string = DEFAULT_TIME_ZONE): LocalDate {
  const now = useContext(NowContext);
  return todayIn(timeZone, now());
}

/** A function of time zone -> today, for lists that mix projects in both Florida zones. */
export function useTodayIn(): (timeZone: string | undefined) => LocalDate {
  const now = useContext(NowContext);
  return (timeZone) => todayIn(timeZone ?? DEFAULT_TIME_ZONE, now());
}
