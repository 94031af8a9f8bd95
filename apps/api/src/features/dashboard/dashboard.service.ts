import { differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import type { Kysely } from 'kysely';
import { TASK_CATEGORY_LABELS, type TaskCategory } from '@campuspath/contract/tasks-terms';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { roundHasDeadline } from '@campuspath/contract/applications-terms';
import type { Dashboard, ReadinessItem } from '@campuspath/contract/dashboard';
import { pagePaths } from '@campuspath/contract/page-paths';
import { courseSchema, termGpaSchema } from '@campuspath/contract/profile';
import {
  DASHBOARD_SAVED_SHOWN,
  DASHBOARD_TASKS_SHOWN,
  UPCOMING_WINDOW_DAYS,
  type ReadinessDetailKey,
} from '@campuspath/contract/dashboard-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { toCard } from '../schools/school-views.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { listApplicationRows } from '../applications/applications.store.ts';
import { findUser } from '../auth/users.ts';
import { listDocumentTypes } from '../documents/documents.store.ts';
import { listEssayStatuses } from '../essays/essays.store.ts';
import { listLetterRows } from '../letters/letters.store.ts';
import { findProfileRow } from '../profile/profile.store.ts';
import { listSavedSchoolRows } from '../saved-schools/saved-schools.store.ts';
import { listTaskRows } from '../tasks/tasks.store.ts';
import { buildSeason } from './season.ts';
import { buildTimelineSteps, studentItems, studentTimeZone } from '../timeline/timeline.service.ts';

export interface DashboardDeps {
  db: Kysely<Database>;
  catalog: Catalog;
}

const PREPARING = new Set(['drafting', 'in-progress']);
const APPLIED = new Set(['submitted', 'deferred', 'waitlisted', 'rejected']);

const categoryLabel = (category: string) => TASK_CATEGORY_LABELS[category as TaskCategory] ?? category;

/**
 * The dashboard, computed from the student's own rows in one pass of small queries. A read model
 * across the workspace tables: each feature owns its writes; this only reads.
 */
export async function buildDashboard(deps: DashboardDeps, userId: string, todayIso: string, now: Date): Promise<Dashboard> {
  const { db, catalog } = deps;
  const today = parseISO(todayIso);
  const [user, profile, saved, applications, essays, recommendations, tasks, documents] = await Promise.all([
    findUser(db, userId),
    findProfileRow(db, userId),
    listSavedSchoolRows(db, userId),
    listApplicationRows(db, userId),
    listEssayStatuses(db, userId),
    listLetterRows(db, userId),
    listTaskRows(db, userId),
    listDocumentTypes(db, userId),
  ]);

  // Pipeline (spec section 4): researching = saved with no application yet.
  const appliedSchools = new Set(applications.map((application) => application.school_id));
  const counts = {
    researching: saved.filter((row) => !appliedSchools.has(row.school_id)).length,
    preparing: applications.filter((application) => PREPARING.has(application.status)).length,
    applied: applications.filter((application) => APPLIED.has(application.status)).length,
    accepted: applications.filter((application) => application.status === 'accepted').length,
  };
  const total = counts.researching + counts.preparing + counts.applied + counts.accepted;
  const percent = total === 0 ? 0 : Math.round(((counts.applied + counts.accepted) / total) * 100);

  // Task overdue flags follow the student's calendar day (`today`), like the task list.
  const daysLeft = (date: string) => differenceInCalendarDays(parseISO(date), today);
  const graduationYear = user?.graduationYear ?? currentEntryYear(today);
  // One reader of dated items (timeline.service) for the timeline and Upcoming Deadlines: anything
  // not done and not past due within the next 14 days, "days left" counted in each item's own zone.
  const zone = await studentTimeZone(db, userId);
  const timelineItems = await studentItems(deps, userId, zone, now);
  const upcoming = timelineItems
    .filter((item) => item.kind !== 'decision' && !item.completed && !item.overdue && item.daysLeft <= UPCOMING_WINDOW_DAYS)
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
    .map((item) => ({
      kind: item.kind as Exclude<typeof item.kind, 'decision'>,
      id: item.id,
      title: item.title,
      titleParts: item.titleParts,
      schoolId: item.schoolId,
      sample: item.sample,
      date: item.date,
      daysLeft: item.daysLeft,
    }));

  const upcomingTasks = tasks
    .filter((task) => !task.completed)
    .sort((a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.created_at.localeCompare(b.created_at))
    .slice(0, DASHBOARD_TASKS_SHOWN)
    .map((task) => ({
      id: task.id,
      title: task.title,
      dueDate: task.due_date,
      category: categoryLabel(task.category),
      priority: (['high', 'medium', 'low'].includes(task.priority) ? task.priority : 'medium') as 'high' | 'medium' | 'low',
      completed: Boolean(task.completed),
      overdue: task.due_date !== null && daysLeft(task.due_date) < 0,
      assignedBy: task.assigned_by_name === null ? null : { name: task.assigned_by_name },
    }));

  const courses = readJsonList(profile?.courses, courseSchema);
  const gpaTrend = readJsonList(profile?.term_gpas, termGpaSchema);

  const savedSchools = saved
    .map((row) => catalog.find(String(row.school_id)))
    .filter((school) => school !== null)
    .slice(0, DASHBOARD_SAVED_SHOWN)
    .map(toCard);

  const timeline = buildTimelineSteps(graduationYear, timelineItems, todayIso);

  const readiness = readinessChecklist({
    chanceReady: user?.chanceReady ?? false,
    missing: {
      gpa: (profile?.gpa ?? null) === null,
      test: !(user?.chanceReady ?? false),
    },
    saved: saved.length,
    applications: applications.length,
    submitted: applications.filter((application) => APPLIED.has(application.status) || application.status === 'accepted').length,
    essaysStarted: essays.filter((essay) => essay.status !== 'not-started').length,
    essays: essays.length,
    recommendationsRequested: recommendations.filter((rec) => rec.status !== 'not-requested').length,
    transcript: documents.some((document) => document.type === 'transcript'),
    tasks: tasks.length,
    incomeBand: Boolean(profile?.income_band),
  });

  return {
    today: todayIso,
    savedCount: saved.length,
    applicationProgress: { percent, total, counts },
    academics: {
      currentGpa: profile?.gpa ?? null,
      gpaTrend,
      sat: profile?.sat_total ?? null,
      act: profile?.act ?? null,
      apCourses: courses.filter((course) => course.kind === 'AP').length,
    },
    upcomingDeadlines: {
      count: upcoming.length,
      items: upcoming,
      // Applications still being prepared in a round with a deadline, with none entered.
      missingDeadline: applications.filter(
        (application) => application.deadline === null && roundHasDeadline(application.round) && PREPARING.has(application.status),
      ).length,
    },
    savedSchools,
    upcomingTasks,
    timeline,
    readiness,
    season: buildSeason(catalog, applications),
  };
}

function readinessChecklist(facts: {
  chanceReady: boolean;
  missing: { gpa: boolean; test: boolean };
  saved: number;
  applications: number;
  submitted: number;
  essaysStarted: number;
  essays: number;
  recommendationsRequested: number;
  transcript: boolean;
  tasks: number;
  incomeBand: boolean;
}): ReadinessItem[] {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  // The English detail, and which one it is with its figures, so the web writes it in the page's language.
  const detail = (detailKey: ReadinessDetailKey, text: string, values: Record<string, number> = {}) => ({
    detail: text,
    detailKey,
    values,
  });
  return [
    {
      id: 'profile',
      label: 'Add a test score to see your chances',
      done: facts.chanceReady,
      // Only what is missing; the major is never needed for a chance (canShowChance in auth-terms.ts).
      ...(facts.chanceReady
        ? detail('profile-ready', 'Your chance shows on Explore, Saved, Compare and each university page.')
        : facts.missing.gpa
          ? detail('profile-missing-gpa', 'Add an SAT or ACT score (and your GPA, if you have one) to see Reach, Target or Safety.')
          : detail('profile-missing-test', 'Add an SAT or ACT score to see Reach, Target or Safety.')),
      href: pagePaths.academics.getHref(),
    },
    {
      id: 'list',
      label: 'Build your college list',
      done: facts.saved > 0,
      ...(facts.saved > 0
        ? detail('list-saved', `${plural(facts.saved, 'university', 'universities')} saved.`, { count: facts.saved })
        : detail('list-empty', 'Save universities from Explore.')),
      href: facts.saved > 0 ? pagePaths.saved.getHref() : pagePaths.explore.getHref(),
    },
    {
      id: 'net-price',
      label: 'Add your family income band for net prices',
      done: facts.incomeBand,
      ...(facts.incomeBand
        ? detail('net-price-set', 'Net prices match your family income band.')
        : detail('net-price-empty', 'Optional; used only to estimate what you would pay.')),
      href: pagePaths.academics.getHref(),
    },
    {
      id: 'applications',
      label: 'Start your applications',
      done: facts.applications > 0,
      ...(facts.applications > 0
        ? detail('applications-started', `${plural(facts.applications, 'application', 'applications')} started.`, {
            count: facts.applications,
          })
        : detail('applications-empty', 'Add a school, its round and deadline.')),
      href: facts.applications > 0 ? pagePaths.applications.getHref() : pagePaths.newApplication.getHref(),
    },
    {
      id: 'essays',
      label: 'Start your essays',
      done: facts.essaysStarted > 0,
      ...(facts.essays > 0
        ? detail('essays-started', `${facts.essaysStarted} of ${plural(facts.essays, 'essay', 'essays')} under way.`, {
            count: facts.essaysStarted,
            total: facts.essays,
          })
        : detail('essays-empty', 'Add your personal statement and supplements.')),
      href: pagePaths.applications.getHref('essays'),
    },
    {
      id: 'recommendations',
      label: 'Request recommendation letters',
      done: facts.recommendationsRequested > 0,
      ...(facts.recommendationsRequested > 0
        ? detail('recommendations-requested', `${plural(facts.recommendationsRequested, 'letter', 'letters')} requested.`, {
            count: facts.recommendationsRequested,
          })
        : detail('recommendations-empty', 'Ask teachers and your counselor early.')),
      href: pagePaths.applications.getHref('letters'),
    },
    {
      id: 'transcript',
      label: 'Upload your transcript',
      done: facts.transcript,
      ...(facts.transcript
        ? detail('transcript-uploaded', 'Transcript uploaded.')
        : detail('transcript-empty', 'Keep a copy with your documents.')),
      href: pagePaths.applications.getHref('documents'),
    },
    {
      id: 'tasks',
      label: 'Plan your tasks',
      done: facts.tasks > 0,
      ...(facts.tasks > 0
        ? detail('tasks-planned', `${plural(facts.tasks, 'task', 'tasks')} planned.`, { count: facts.tasks })
        : detail('tasks-empty', 'Break the season into small steps.')),
      href: pagePaths.tasks.getHref(),
    },
    {
      id: 'submit',
      label: 'Submit an application',
      done: facts.submitted > 0,
      ...(facts.submitted > 0
        ? detail('submit-sent', `${plural(facts.submitted, 'application', 'applications')} sent.`, { count: facts.submitted })
        : detail('submit-empty', 'Mark applications as submitted when you send them.')),
      href: pagePaths.applications.getHref(),
    },
  ];
}

/** Today on the server's calendar at `now`, for clients that do not say theirs. */
export const serverToday = (now: Date) => formatISO(now, { representation: 'date' });
