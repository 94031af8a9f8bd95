/**
 * One virtual student: signs up, then until the deadline browses and searches the catalogue,
 * saves schools, starts and edits applications, autosaves an essay and uploads small documents,
 * with a short think time between requests, and signs in again once. Every request is timed;
 * every write the server acknowledged (2xx) goes into the student's ledger, and a write that got
 * no clear answer (5xx, timeout, network) is kept as "in doubt": it may or may not have happened.
 * Students chosen by `reminders` also verify their address (reminders go only to verified ones),
 * turn their reminder emails on (quiet hours off, UTC) and add tasks due within 2 days, so the
 * schedulers have emails to send during the run (a new item due later waits for the next daily
 * summary).
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import { buildSignupBody, buildTaskBody } from '../../../../test/factories.ts';
import type { CataloguePaths } from './catalogue-paths.ts';
import { createCaller, type CallContext } from './load-http.ts';

export { RoundRobin } from './load-http.ts';

export interface StudentLedger {
  email: string;
  signedUp: boolean;
  savedSchools: Set<number>;
  savesInDoubt: Set<number>;
  /** Application id -> its school and the notes last acknowledged (and notes sent without a clear answer). */
  applications: Map<string, { schoolId: number; notes: string; notesInDoubt: Set<string> }>;
  applicationsInDoubt: number;
  essay: { id: string; version: number; body: string; inDoubt: { version: number; body: string } | null } | null;
  /** Document id -> size and SHA-256 of the bytes sent. */
  documents: Map<string, { size: number; sha256: string }>;
  documentsInDoubt: number;
  /** Reminder emails on (quiet hours off): its dated tasks, id -> title and due date, and the titles sent without a clear answer. */
  remindersOn: boolean;
  tasks: Map<string, { title: string; dueDate: string }>;
  tasksInDoubt: Set<string>;
}

export interface StudentContext extends CallContext {
  paths: CataloguePaths;
  deadline: number;
  thinkMs: number;
  /** Which students turn reminder emails on and add dated tasks (none by default). */
  reminders?: (index: number) => boolean;
  /** The token of the verification link the server emailed to `email` (null when none came); needed with `reminders`. */
  verificationToken?: (email: string) => Promise<string | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

export async function runVirtualStudent(context: StudentContext, index: number): Promise<StudentLedger> {
  const { paths, deadline } = context;
  const unique = randomBytes(6).toString('hex');
  const ledger: StudentLedger = {
    email: `load-${index}-${unique}@example.com`,
    signedUp: false,
    savedSchools: new Set(),
    savesInDoubt: new Set(),
    applications: new Map(),
    applicationsInDoubt: 0,
    essay: null,
    documents: new Map(),
    documentsInDoubt: 0,
    remindersOn: false,
    tasks: new Map(),
    tasksInDoubt: new Set(),
  };
  const password = `load test ${unique}`;
  const call = createCaller(context);

  const signup = await call(
    'POST /api/auth/signup',
    'write',
    'POST',
    '/api/auth/signup',
    buildSignupBody({ name: `Load Student ${index}`, email: ledger.email, password }),
  );
  if (signup?.status !== 201) return ledger;
  ledger.signedUp = true;

  if (context.reminders?.(index)) {
    const token = await context.verificationToken?.(ledger.email);
    if (token) await call('POST /api/auth/verify-email', 'write', 'POST', '/api/auth/verify-email', { token });
    const settings = await call('PUT /api/reminders/settings', 'write', 'PUT', '/api/reminders/settings', {
      leadDays: [30, 14, 7, 3, 1],
      channels: { inApp: true, email: true, calendar: true },
      quietHours: null,
      weeklyDigest: false,
      timeZone: 'UTC',
    });
    ledger.remindersOn = settings?.status === 200;
  }

  const created = await call('POST /api/essays', 'write', 'POST', '/api/essays', { title: `Personal statement ${index}`, body: '' });
  if (created?.status === 201) {
    const { essay } = created.json as { essay: { id: string; version: number } };
    ledger.essay = { id: essay.id, version: essay.version, body: '', inDoubt: null };
  }

  // Each student applies to schools in its own order, so no two of its applications collide.
  const schools = [...paths.schoolIds].sort(() => Math.random() - 0.5);
  let nextSchool = 0;
  // Some time in the run the student comes back on another device: a fresh sign-in (spread out, as argon2 is costly).
  const now = Date.now();
  let signInAgainAt: number | null = now + (0.25 + Math.random() * 0.65) * (deadline - now);
  const actions: [number, () => Promise<unknown>][] = [
    [18, () => call('GET /api/schools (filters)', 'read', 'GET', pick(paths.filters))],
    [14, () => call('GET /api/schools (search)', 'read', 'GET', pick(paths.searches))],
    [14, () => call('GET /api/schools/:id', 'read', 'GET', pick(paths.details))],
    [3, () => call('GET /api/schools/map', 'read', 'GET', pick(paths.maps))],
    [5, () => call('GET /api/saved-schools', 'read', 'GET', '/api/saved-schools')],
    [5, () => call('GET /api/applications', 'read', 'GET', '/api/applications')],
    [4, () => (ledger.essay ? call('GET /api/essays/:id', 'read', 'GET', `/api/essays/${ledger.essay.id}`) : Promise.resolve())],
    [3, () => call('GET /api/documents', 'read', 'GET', '/api/documents')],
    [
      8,
      async () => {
        const schoolId = pick(paths.schoolIds);
        const answer = await call('PUT /api/saved-schools/:id', 'write', 'PUT', `/api/saved-schools/${schoolId}`);
        (answer?.status === 200 ? ledger.savedSchools : ledger.savesInDoubt).add(schoolId);
      },
    ],
    [
      4,
      async () => {
        const schoolId = schools[nextSchool++ % schools.length]!;
        const answer = await call('POST /api/applications', 'write', 'POST', '/api/applications', { schoolId, round: 'regular-decision' });
        if (answer?.status === 201)
          ledger.applications.set((answer.json as { id: string }).id, { schoolId, notes: '', notesInDoubt: new Set() });
        else if (!answer) ledger.applicationsInDoubt += 1;
      },
    ],
    [
      5,
      async () => {
        const [id, application] = [...ledger.applications.entries()].at(-1) ?? [];
        if (!id || !application) return;
        const notes = `Interview notes ${randomBytes(4).toString('hex')}`;
        const answer = await call('PATCH /api/applications/:id', 'write', 'PATCH', `/api/applications/${id}`, { notes });
        if (answer?.status === 200) application.notes = notes;
        else if (!answer) application.notesInDoubt.add(notes);
      },
    ],
    [
      10,
      async () => {
        const essay = ledger.essay;
        if (!essay) return;
        const body = `${essay.body} ${randomBytes(3).toString('hex')} I kept going.`.trim().slice(-6000);
        essay.inDoubt = { version: essay.version + 1, body };
        const answer = await call('PATCH /api/essays/:id', 'write', 'PATCH', `/api/essays/${essay.id}`, { version: essay.version, body });
        if (answer?.status === 200) {
          const saved = (answer.json as { essay: { version: number; body: string } }).essay;
          Object.assign(essay, { version: saved.version, body: saved.body, inDoubt: null });
        } else if (answer) essay.inDoubt = null;
      },
    ],
    [
      2,
      async () => {
        const bytes = Buffer.from(
          `Activities ${randomBytes(8).toString('hex')}\n${'Robotics club, 10 hours a week.\n'.repeat(60 + Math.floor(Math.random() * 500))}`,
        );
        const form = new FormData();
        form.append('type', 'resume');
        form.append('file', new Blob([bytes], { type: 'text/plain' }), 'activities.txt');
        const answer = await call('POST /api/documents', 'write', 'POST', '/api/documents', form);
        if (answer?.status === 201) {
          ledger.documents.set((answer.json as { document: { id: string } }).document.id, {
            size: bytes.byteLength,
            sha256: createHash('sha256').update(bytes).digest('hex'),
          });
        } else if (!answer) ledger.documentsInDoubt += 1;
      },
    ],
    [
      ledger.remindersOn ? 6 : 0,
      async () => {
        const title = `Reminder task ${randomBytes(5).toString('hex')}`;
        const dueDate = addDaysIso(dateIn('UTC', new Date()), 1 + Math.floor(Math.random() * 2));
        const answer = await call('POST /api/tasks', 'write', 'POST', '/api/tasks', buildTaskBody({ title, dueDate }));
        if (answer?.status === 201) ledger.tasks.set((answer.json as { task: { id: string } }).task.id, { title, dueDate });
        else if (!answer) ledger.tasksInDoubt.add(title);
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

  while (Date.now() < deadline) {
    await sleep(Math.random() * 2 * context.thinkMs);
    if (Date.now() >= deadline) break;
    if (signInAgainAt !== null && Date.now() >= signInAgainAt) {
      signInAgainAt = null;
      await call('POST /api/auth/login', 'write', 'POST', '/api/auth/login', { email: ledger.email, password });
      continue;
    }
    let roll = Math.random() * totalWeight;
    const action = actions.find(([weight]) => (roll -= weight) < 0) ?? actions[0]!;
    await action[1]();
  }
  return ledger;
}
