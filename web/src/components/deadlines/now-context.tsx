import { DEFAULT_TIME_ZONE, type LocalDate, todayIn } from '@lienminder/shared';
import { createContext, useContext } from 'react';

/**
 * The clock the deadline screens read, injected so tests pin "today" without faking timers. The
 * app uses the real clock; nothing else in these screens calls `new Date()`.
 */
export const NowContext = createContext<() => Date>(() => new Date());

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
