import type { Kysely } from 'kysely';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@campuspath/contract/applications-terms';
import type { CaseloadQuery, CaseloadResponse, CaseloadStudent } from '@campuspath/contract/caseload';
import { CASELOAD_UPCOMING_DAYS } from '@campuspath/contract/sharing-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { listSharingStudents } from '../../read-models/caseload-students.ts';
import { listApplicationSummariesOf } from '../applications/applications.store.ts';
import { countRequestsByStatusOf } from '../letter-requests/letter-requests.store.ts';
import { listProfiles } from '../profile/profile.service.ts';
import { listSavedSchoolRowsOf } from '../saved-schools/saved-schools.store.ts';
import { listTaskSummariesOf } from '../tasks/tasks.store.ts';
import { chanceCounts } from '../recommendations/recommendations.service.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { planScopes, readScopes } from '../sharing/share-scopes.ts';

/**
 * The counselor's caseload: every student of the school who shares with its
 * counselors, each figure only from what that student shares. A fixed number of queries whatever
 * the size of the school (each reads all the sharing students' rows at once), and chances are
 * scored only for the saved colleges, so 400 students stay fast (npm run bench:caseload).
 */
export interface CaseloadDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: () => Date;
}

/** Applications still waiting to be sent: their deadlines count as upcoming or overdue. */
const OPEN_STATUSES: readonly ApplicationStatus[] = ['drafting', 'in-progress'];

const latest = (...values: (string | null | undefined)[]): string | null =>
  values.reduce<string | null>((best, value) => (value && (!best || value > best) ? value : best), null);

export async function caseload(
  deps: CaseloadDeps,
  counselorId: string,
  highSchoolId: string,
  query: CaseloadQuery,
): Promise<CaseloadResponse> {
  await requireCounselorOf(deps.db, counselorId, highSchoolId);
  const students = await listSharingStudents(deps.db, highSchoolId);
  const ids = students.map((student) => student.id);
  const [applications, tasks, saved, profiles, requests] = await Promise.all([
    listApplicationSummariesOf(deps.db, ids),
    listTaskSummariesOf(deps.db, ids),
    listSavedSchoolRowsOf(deps.db, ids),
    listProfiles(deps, ids),
    countRequestsByStatusOf(deps.db, ids),
  ]);
  const byUser = <T extends { user_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
    return map;
  };
  const [appsOf, tasksOf, savedOf, requestsOf] = [byUser(applications), byUser(tasks), byUser(saved), byUser(requests)];
  // Days in UTC, as the rest of the workspace's "due" checks on the server.
  const today = deps.now().toISOString().slice(0, 10);
  const horizon = new Date(deps.now().getTime() + CASELOAD_UPCOMING_DAYS * 86_400_000).toISOString().slice(0, 10);

  const rows: CaseloadStudent[] = students.map((student) => {
    const scopes = readScopes(student.scopes);
    const apps = scopes.colleges ? (appsOf.get(student.id) ?? []) : [];
    const todo = scopes.tasks ? (tasksOf.get(student.id) ?? []) : [];
    const list = scopes.colleges ? (savedOf.get(student.id) ?? []) : [];
    const profile = profiles.get(student.id)!;
    const due = [
      ...apps.filter((app) => OPEN_STATUSES.includes(app.status as ApplicationStatus)).map((app) => app.deadline),
      ...todo.filter((task) => Number(task.completed) !== 1).map((task) => task.due_date),
    ].filter((date): date is string => date !== null);
    const counted = scopes.colleges || scopes.tasks;
    let byStatus: CaseloadStudent['applicationsByStatus'] = null;
    if (scopes.colleges) {
      byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
      for (const app of apps) byStatus[app.status as ApplicationStatus] += 1;
    }
    const asked = requestsOf.get(student.id) ?? [];
    const countOf = (...statuses: string[]) =>
      asked.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
    return {
      id: student.id,
      name: student.name,
      graduationYear: student.graduation_year,
      scopes: planScopes(scopes),
      applicationsByStatus: byStatus,
      upcoming: counted ? due.filter((date) => date >= today && date <= horizon).length : null,
      overdue: counted ? due.filter((date) => date < today).length : null,
      // A declined (or not approved) request waits on nobody: the student asks someone else. One
      // awaiting approval has not reached its teacher: counted apart, never as pending.
      letterRequests: scopes.letters
        ? { pending: countOf('requested', 'accepted'), submitted: countOf('submitted'), awaitingApproval: countOf('awaiting') }
        : null,
      balance:
        scopes.colleges && scopes.profile
          ? chanceCounts(
              deps.catalog,
              profile,
              list.map((row) => row.school_id),
            )
          : null,
      lastActivity: latest(
        ...apps.map((app) => app.updated_at),
        ...todo.map((task) => task.updated_at),
        ...list.map((row) => row.created_at),
        scopes.profile ? profile.updatedAt : null,
      ),
    };
  });
  const chosen = filterAndSort(rows, query);
  return { students: chosen, count: chosen.length };
}

function filterAndSort(rows: CaseloadStudent[], query: CaseloadQuery): CaseloadStudent[] {
  const search = query.search?.toLowerCase();
  const chosen = rows.filter(
    (row) =>
      (!search || row.name.toLowerCase().includes(search)) &&
      (!query.status || (row.applicationsByStatus?.[query.status] ?? 0) > 0) &&
      (query.overdue !== 'true' || (row.overdue ?? 0) > 0) &&
      (query.overdue !== 'false' || (row.overdue ?? 0) === 0),
  );
  const sort = query.sort ?? 'name';
  // Name reads A to Z; the counts and last activity put the most first unless asked otherwise.
  const sign = (query.direction ?? (sort === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const value = (row: CaseloadStudent): string | number | null =>
    sort === 'name' ? row.name.toLowerCase() : sort === 'lastActivity' ? row.lastActivity : row[sort];
  return chosen.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    // Unknowns (not shared) last in either direction.
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return sign * (x < y ? -1 : x > y ? 1 : 0) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  });
}
