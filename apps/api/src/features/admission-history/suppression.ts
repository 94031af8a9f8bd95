/**
 * Small-number suppression ("Privacy and display settings"): a group of past applicants
 * smaller than the school's display minimum is never shown to students. Pure functions, so the
 * property tests can throw any data at them. (A college's rounds under the minimum are withheld
 * from every view before anything is counted: student-rows.ts.)
 *
 * Groups that split a shown total (students like you by round) need one more rule: hiding a single
 * small group is not enough when the total and the other groups are shown, because subtraction
 * gives it back. So after hiding every group under the minimum, while the hidden groups together
 * hold between 1 and minimum - 1 applicants, the smallest shown group is hidden too
 * (complementary suppression).
 */
export interface Group<K> {
  key: K;
  size: number;
}

/** The keys of the groups that may be shown, given that their total (the sum of every group) is shown. */
export function shownGroups<K>(groups: readonly Group<K>[], minimum: number): Set<K> {
  const total = groups.reduce((sum, group) => sum + group.size, 0);
  const shown = groups.filter((group) => group.size >= minimum).sort((a, b) => a.size - b.size);
  let hidden = total - shown.reduce((sum, group) => sum + group.size, 0);
  while (hidden > 0 && hidden < minimum && shown.length > 0) hidden += shown.shift()!.size;
  return new Set(shown.map((group) => group.key));
}
