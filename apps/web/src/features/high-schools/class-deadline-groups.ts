import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClassDeadline } from '@campuspath/contract/class-deadlines';

/** A heading's worth of deadlines: a week (from its Monday) or a college. */
export interface DeadlineGroup {
  key: string;
  /** The week's Monday (YYYY-MM-DD), or null for a college. */
  weekOf: string | null;
  collegeName: string | null;
  applications: ClassDeadline[];
}

/** The Monday of the week holding `day` (YYYY-MM-DD, as a calendar day). */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  // getUTCDay: Sunday 0 … Saturday 6; a week here starts on Monday, as school weeks do.
  at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return at.toISOString().slice(0, 10);
}

/** Deadlines by week, nearest first; within a week in the order given (deadline, then student). */
export function groupByWeek(applications: readonly ClassDeadline[]): DeadlineGroup[] {
  const groups = new Map<string, DeadlineGroup>();
  for (const application of applications) {
    const weekOf = mondayOf(application.deadline);
    const group = groups.get(weekOf) ?? { key: weekOf, weekOf, collegeName: null, applications: [] };
    group.applications.push(application);
    groups.set(weekOf, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The name a college's deadlines go under (a college gone from the catalogue keeps its id). */
export function collegeLabel(i18n: I18n, application: ClassDeadline): string {
  const id = application.collegeId;
  return application.collegeName ?? i18n._(msg`College ${id} (no longer in the catalogue)`);
}

/** Deadlines by college, the college with the nearest deadline first; within one in the order given. */
export function groupByCollege(applications: readonly ClassDeadline[], i18n: I18n): DeadlineGroup[] {
  const groups = new Map<number, DeadlineGroup>();
  for (const application of applications) {
    const group = groups.get(application.collegeId) ?? {
      key: String(application.collegeId),
      weekOf: null,
      collegeName: collegeLabel(i18n, application),
      applications: [],
    };
    group.applications.push(application);
    groups.set(application.collegeId, group);
  }
  return [...groups.values()].sort(
    (a, b) => a.applications[0]!.deadline.localeCompare(b.applications[0]!.deadline) || a.collegeName!.localeCompare(b.collegeName!),
  );
}
