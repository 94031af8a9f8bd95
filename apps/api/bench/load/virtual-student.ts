/**
 * One virtual student: signs up, then until the deadline browses and searches the catalogue,
 * saves schools, starts and edits applications, autosaves an essay and uploads small documents,
 * with a short think time between requests, and signs in again once. Every request is timed;
 * every write the server acknowledged (2xx) goes into the student's ledger, and a write that got
 * no clear answer (5xx, timeout, network) is kept as "in doubt": it may or may not have happened.
 */
import { createHash, randomBytes } from 'node:crypto';
import { buildSignupBody } from '../../../../test/factories.ts';
import type { CataloguePaths } from './catalogue-paths.ts';
import type { LoadStats, Outcome, RequestKind } from './load-stats.ts';

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
}

export interface StudentContext {
  baseUrl: string;
  paths: CataloguePaths;
  stats: LoadStats;
  deadline: number;
  thinkMs: number;
  /** Whether a request failed (5xx or no answer): the run goes on, and the report says so. */
  onFailure(route: string, outcome: Outcome, body: string): void;
}

const REQUEST_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

interface Answer {
  status: number;
  json: unknown;
}

export async function runVirtualStudent(context: StudentContext, index: number): Promise<StudentLedger> {
  const { baseUrl, paths, stats, deadline } = context;
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
  };
  const password = `load test ${unique}`;
  let cookie = '';

  /** One timed request; null when it got no clear answer (5xx, timeout, network). */
  const call = async (route: string, kind: RequestKind, method: string, path: string, body?: unknown): Promise<Answer | null> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const started = performance.now();
    let outcome: Outcome;
    let text = '';
    let answer: Answer | null = null;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
      outcome = response.status;
      const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('campuspath_session='));
      if (setCookie) cookie = setCookie.split(';')[0]!;
      if (response.status < 500) answer = { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : null };
    } catch (error) {
      outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      text = String(error);
    }
    stats.record(route, kind, performance.now() - started, outcome);
    if (answer === null) context.onFailure(route, outcome, text.slice(0, 300));
    else if (answer.status >= 400) context.onFailure(route, outcome, text.slice(0, 300));
    return answer;
  };

  const signup = await call(
    'POST /api/auth/signup',
    'write',
    'POST',
    '/api/auth/signup',
    buildSignupBody({ name: `Load Student ${index}`, email: ledger.email, password }),
  );
  if (signup?.status !== 201) return ledger;
  ledger.signedUp = true;

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
