import { notReported } from './locale.ts';
import { numberFormat } from './number-format.ts';

const count = { format: (value: number) => numberFormat().format(value) };

/** Student counts in full with separators, or "Nk" (rounded to thousands) at 10,000 or more (spec section 2); missing reads "Not reported". */
export function formatSize(students: number | null | undefined, missing = notReported()): string {
  if (students === null || students === undefined) return missing;
  return students >= 10_000 ? `${Math.round(students / 1000)}k` : count.format(students);
}

export function formatCount(value: number | null | undefined, missing = notReported()): string {
  return value === null || value === undefined ? missing : count.format(value);
}

/** A count with its noun, singular for one: "1 student", "2,400 students" (`plural` for nouns not made by adding "s"). */
export function formatCounted(value: number, word: string, plural = `${word}s`): string {
  return value === 1 ? `1 ${word}` : `${count.format(value)} ${plural}`;
}

/** "1 student", "5,000 students": the counselor pages' most counted word. */
export const formatStudents = (value: number): string => formatCounted(value, 'student');
