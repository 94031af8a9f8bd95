import type { RosterStudent } from '@campuspath/contract/rosters';

/**
 * One printed join sheet: a roster group (its `name` as the school wrote it), or a class year's
 * students who have none (`year`), or, before any roster, all students (neither). The sheet names
 * a year or all students in the page's language.
 */
export interface JoinSheetGroup {
  key: string;
  name: string | null;
  year: number | null;
  students: number;
}

const byName = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * The sheets to print for a roster: one per group (sorted as people read "Homeroom 9" before
 * "Homeroom 10"), then one per class year for students without a group. A school with no roster
 * yet gets one sheet for all its students.
 */
export function joinSheetGroups(students: readonly RosterStudent[]): JoinSheetGroup[] {
  const groups = new Map<string, number>();
  const years = new Map<number, number>();
  for (const student of students) {
    if (student.group) groups.set(student.group, (groups.get(student.group) ?? 0) + 1);
    else years.set(student.graduationYear, (years.get(student.graduationYear) ?? 0) + 1);
  }
  if (groups.size === 0 && years.size === 0) return [{ key: 'all', name: null, year: null, students: 0 }];
  return [
    ...[...groups]
      .sort(([a], [b]) => byName.compare(a, b))
      .map(([name, count]) => ({ key: `group:${name}`, name, year: null, students: count })),
    ...[...years].sort(([a], [b]) => a - b).map(([year, count]) => ({ key: `year:${year}`, name: null, year, students: count })),
  ];
}
