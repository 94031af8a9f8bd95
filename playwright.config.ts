import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from './test/chromium.ts';

/**
 * End-to-end journeys in Debian's Chromium against the production build (npm run test:e2e
 * builds first), on a server of its own with a fresh temporary database, never the dev one.
 */
// E2E_PORT and E2E_WEB_DIST let several checkouts or agents run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const webDist = process.env.E2E_WEB_DIST;
// E2E_SERVER_JS: a server bundle of this run's own (API_OUTDIR=dist-x npm run build -w apps/api).
const serverJs = process.env.E2E_SERVER_JS ?? 'apps/api/dist/server.js';
const runDir = mkdtempSync(join(tmpdir(), 'campuspath-e2e-'));
// Shared with the test workers like the outbox below: a spec needing hundreds of students writes
// them straight to the tables (e2e/direct-students.ts), as signing each up would take minutes.
const databaseFile = (process.env.E2E_DATABASE_FILE ??= join(runDir, 'e2e.sqlite'));
// The server's .eml outbox, shared with the test workers (which load this file again) through the
// environment they inherit: specs read the emails the server sends (e2e/outbox.ts).
const outboxDir = (process.env.E2E_OUTBOX_DIR ??= join(runDir, 'outbox'));
// The page states axe has scanned clean in this run, shared by the workers the same way (e2e/a11y.ts).
process.env.E2E_A11Y_SCANNED_DIR ??= join(runDir, 'a11y-scanned');

/**
 * The journeys also run on a phone where the page is laid out differently there: the header's
 * menu and the user menu, Explore's filter drawer and the map's in-map lists, the compare tray and
 * table, the calendar's agenda, the timeline, tables that become cards (import reports, the
 * caseload), the profile's course list, and specs that check the phone layout by name. Every
 * other journey runs once, on desktop: its page is the same single column at both sizes, so a
 * second run checks nothing new (docs/development.md). A new responsive component adds its spec here.
 * Within these specs a test whose own page is the same at both sizes carries the `sameOnPhone` tag
 * (e2e/fixtures.ts) and runs on desktop only.
 */
const PHONE_LAYOUT_SPECS = [
  /-phone\.spec\.ts$/,
  ...[
    'layout',
    'navigation',
    'auth',
    'smoke',
    'explore',
    'explore-list',
    'explore-match',
    'explore-map',
    'map-labels',
    'compare',
    'saved-schools',
    'important-dates',
    'timeline',
    'season',
    'school-knowledge',
    'history-from-decisions',
    'counselor',
    'caseload-pages',
    'profile',
    'hostile-text',
    // What a new student, a parent and a counselor walk through is checked on a phone as people
    // first meet it there. (The static pages' own spec checks every width from 360 px itself.)
    'signed-in-first-response',
    'walkthrough-student',
    'walkthrough-family',
    'walkthrough-counselor',
    'family-sharing',
    'aid-offers',
    'aid-estimator',
    // The decision panel's forms and the prompt to close the other applications, on a phone.
    'decisions',
    'scholarships',
    // Spanish, longer than English, must still fit a phone.
    'spanish',
    // A counselor reading a shared essay, a letter asked of a teacher and the teacher's invitation, on a phone too.
    'counselor-essays',
    'teacher-letters',
    'teacher-invitations',
    'teacher-email-settings',
    'roster',
    // The teacher picker's list inside the ask dialog, on a phone too.
    'roster-teachers',
    // The roster's teacher rows as cards, and the teacher's invitation page, on a phone too.
    'teacher-roster-invitations',
    // The class-wide deadlines, read on a phone too.
    'class-deadlines',
    // A class plan's task fields, two to a row on a wide screen, one under another on a phone.
    'class-plans',
    // The counselor's letter settings and approval queue, two columns on a wide screen, one on a phone.
    'letter-approval',
  ].map((name) => `${name}.spec.ts`),
];

const retries = Number(process.env.E2E_RETRIES ?? 0);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // Locally a failure shows at once. In CI (.ci/run sets E2E_RETRIES=1) a test that fails is run
  // once more and, if it then passes, is reported as "flaky" by name in the summary: a timing fault
  // in one of 300 journeys is still seen and fixed, but no longer blocks every other change.
  // A test that fails twice fails the run.
  retries,
  workers: 2,
  // Generous waits: a journey on a busy two-core machine can take twice its usual time, and a wait
  // that ends early only when the page is ready costs nothing on a quiet one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A click or fill whose element never comes fails after 30 s, not at the end of the test's own
    // time (300 s for the longest journeys): a stuck step then shows where it stuck, and in CI its
    // retry starts minutes sooner. Three times the assertions' 10 s, for a busy machine.
    actionTimeout: 30_000,
    // Recording a trace of every test to keep only a failure's costs DOM snapshots and screenshots
    // on every action of 300 journeys. With retries (CI) a failing test records one as it runs
    // again; without (locally) a failure keeps the trace of its only run.
    trace: retries > 0 ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // `*-phone.spec.ts` journeys set a 390 px window themselves: run once, in the phone project.
    { name: 'desktop', testIgnore: /-phone\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', testMatch: PHONE_LAYOUT_SPECS, grepInvert: /@same-on-phone/, use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: `node --max-old-space-size=256 ${serverJs}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Loading the catalogue and migrating a fresh database took 24 s on a machine at load 28.
    timeout: 90_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Where the journeys reach it: canonical links, the sitemap and emailed links name this origin.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseFile,
      UPLOADS_DIR: join(runDir, 'uploads'),
      OUTBOX_DIR: outboxDir,
      // Reminder emails go out within seconds, for the specs that open them.
      REMINDER_INTERVAL_SECONDS: '2',
      // Every journey signs up from 127.0.0.1; the per-email limit stays at its default.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      LOG_LEVEL: 'warn',
      // The journeys check that signed-in pages come with their data: a stall of the loaded CI
      // machine must not turn one into the plain shell (the fallback has its own API test).
      SIGNED_IN_PAGE_TIMEOUT_MS: '20000',
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
    },
  },
});
