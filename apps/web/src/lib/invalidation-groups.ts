import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/*
 * The invalidation groups, defined once over the key registry (query-keys.ts). Only mutations
 * import this module, so it loads with the first page that changes something, never with `/`.
 */

/**
 * Groups of keys that one kind of change makes stale, defined once. A mutation names the groups
 * it dirties (`invalidateGroups(queryClient, 'datedItems', 'applications')`), never a list of
 * keys of its own.
 */
export const invalidationGroups = {
  /** Everything built from dated items: the calendar, the dashboard, the timeline and the bell. */
  datedItems: [queryKeys.deadlines.all, queryKeys.dashboard.all, queryKeys.timeline.all, queryKeys.notifications.all],
  /** The applications list and every application page (their linked essays and documents). */
  applications: [queryKeys.applications.all],
  /**
   * The applications list alone: for changes made on an application page, which puts the answer in
   * its own entry (refetching it could undo a checklist tick still on its way, or ask for a deleted one).
   */
  applicationList: [queryKeys.applications.list()],
  /** The essays list and every essay (their linked applications). */
  essays: [queryKeys.essays.all],
  /** The essays list alone: the open editor owns its essay's text, so a save never refetches it. */
  essayList: [queryKeys.essays.list()],
  documents: [queryKeys.documents.all],
  letters: [queryKeys.letters.all],
  letterQueue: [queryKeys.letterQueue.all],
  tasks: [queryKeys.tasks.all],
  /** An offer entered, changed or deleted: the student's own list, or a followed student's. */
  offers: [queryKeys.offers.all, queryKeys.viewedStudents.all],
  /** A scholarship recorded, changed or deleted (or a school's listing): the lists, and the offers that count the awarded ones. */
  scholarships: [queryKeys.scholarships.all, queryKeys.offers.all],
  /**
   * The saved list and the dashboard's counts. The balanced-list check needs no entry: the saved
   * ids are part of its key.
   */
  savedSchools: [queryKeys.savedSchools.all, queryKeys.dashboard.all],
  /**
   * The academic profile and everything it changes: fit, school recommendations, dashboard, the
   * session user's band. Not letters: they live under their own root.
   */
  profile: [queryKeys.profile.all, queryKeys.session.all, queryKeys.dashboard.all, queryKeys.recommendations.all],
  /**
   * What reminder settings change besides themselves (a save puts the answer in their entry): the
   * bell (lead times, in-app channel).
   */
  reminderSettings: [queryKeys.notifications.all],
  /** An email's unsubscribe link turned a channel off, away from the settings page: the settings themselves. */
  reminderChannels: [queryKeys.reminderSettings.all],
  /**
   * The address was verified (or turned out to be already): the session user's `emailVerified` and
   * `pendingEmail`, and why reminder settings could not send email.
   */
  emailVerification: [queryKeys.session.all, queryKeys.reminderSettings.all],
  /** A switch, an invitation or a revoke on "Who can see my plan". */
  sharing: [queryKeys.sharing.all],
  /** Joining or leaving a school (the sharing page shows it), or a counselor's change to one. */
  highSchools: [queryKeys.highSchools.all, queryKeys.sharing.all],
  /** A parent or counselor followed a student, or a counselor added to a student's plan. */
  viewedStudents: [queryKeys.viewedStudents.all, queryKeys.highSchools.all],
  /**
   * An import, a deletion or a display setting of a school's admission history: the
   * school's pages (imports, settings, summary, reads) and what students see of it beside their
   * chance (fit, recommendations).
   */
  admissionHistory: [queryKeys.highSchools.all, queryKeys.recommendations.all],
  /** A counselor recorded, changed or deleted checked deadlines: the school's list. */
  checkedDeadlines: [queryKeys.highSchools.all],
  /** A counselor imported a roster or took a student off it: the school's roster. */
  roster: [queryKeys.highSchools.all],
  /** A counselor made, copied or deleted a class plan: the school's plans (a plan reaches no list the counselor reads). */
  classPlans: [queryKeys.highSchools.all],
  /** The student answered a counselor's deadline offer: the offers and the bell that shows them. */
  deadlineUpdates: [queryKeys.applications.deadlineUpdates, queryKeys.notifications.all],
  /** The student's time zone moves "today": the timeline and the dashboard. */
  timeZone: [queryKeys.timeline.all, queryKeys.dashboard.all],
} as const satisfies Record<string, readonly QueryKey[]>;

export type InvalidationGroup = keyof typeof invalidationGroups;

/**
 * Marks every key of the named groups stale (active queries refetch). Duplicates are asked once.
 * A request already under way may have read the server before the change, and a refetch would
 * reuse it as it is when the query has no data yet (a first load): it is replaced by a new one,
 * and whoever awaits it (a route loader) gets the new answer.
 */
export function invalidateGroups(queryClient: QueryClient, ...groups: InvalidationGroup[]): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const group of groups) for (const key of invalidationGroups[group]) keys.set(JSON.stringify(key), key);
  return Promise.all(
    [...keys.values()].map((queryKey) => {
      const inFlight = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
      for (const query of inFlight) {
        void query.cancel({ silent: true });
        void query.fetch().catch(() => undefined);
      }
      return queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }),
  ).then(() => undefined);
}

/**
 * Forgets what was just deleted: its query is never asked again (the page that showed it may render
 * once more before it is left, and a second ask would be a 404) and leaves the cache.
 */
export function forgetDeleted(queryClient: QueryClient, queryKey: QueryKey): void {
  queryClient.setQueryDefaults(queryKey, { enabled: false });
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.removeQueries({ queryKey, exact: true });
}
