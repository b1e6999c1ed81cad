import type { LocalDate } from '@lienminder/shared';
import type { ProjectRecord } from './project-store';

/** A project found in the plan-day index under `planDay` (docs/decisions/015). */
export interface PlanDayEntry {
  userId: string;
  planDay: LocalDate;
  /** Read from the index, which DynamoDB updates a moment after the project: may be just behind. */
  stored: ProjectRecord;
}

/** Projects by the date of their next deadline, kept current by every project write. */
export interface PlanDayIndex {
  /** The projects indexed under `localDate`: one Query of the index. */
  listOn(localDate: LocalDate): Promise<PlanDayEntry[]>;
  /**
   * Moves the project to `planDay` (null: no deadline left, it leaves the index), unless a write
   * has indexed it elsewhere since it was read or it is gone. True when it moved.
   */
  move(entry: PlanDayEntry, planDay: LocalDate | null): Promise<boolean>;
}
