import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { MIT, STANFORD, YALE } from '../../test/application-requests.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { SIGNED_IN_INDEX, writeSignedInWebBuild } from '../../test/signed-in-web-build.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestStorage, testCatalog } from '../../test/test-app.ts';
import { createTestMail } from '../../test/test-mail.ts';

/**
 * A signed-in page's first response, with a stand-in web build (test/signed-in-web-build.ts).
 * What is proved here is the API's part: the reads are made as the person whose cookie came
 * with the request and no one else, even for two people at once, and the answer is never cached.
 */
const INDEX = SIGNED_IN_INDEX;

let dir: string;
let app: App;
let database: TestDatabase;
const mail = createTestMail();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campuspath-signed-in-'));
  writeSignedInWebBuild(dir);
  database = await createTestDatabase();
  app = await buildApp({
    catalog: testCatalog(),
    database: database.handle,
    storage: createTestStorage().storage,
    mailer: mail.mailer,
    webDistDir: dir,
    links: { publicUrl: 'https://campuspath.example' },
  });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  mail.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const open = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The HTML the page came rendered with ('' for a shell). */
const rootOf = (body: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '';

/** The payload a page came with, or null for the plain shell. */
function payloadOf(body: string): { queries: { url: string; status: number; body: unknown }[] } | null {
  const found = /<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/.exec(body);
  return found ? JSON.parse(found[1]!) : null;
}

async function applyTo(student: SignedInUser, schoolId: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie: student.cookie },
    payload: { schoolId, round: 'early-action' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a signed-in page in the first response', () => {
  it('carries the session and the page’s data of the person asking, preloads the page’s chunks, and is never cached', async () => {
    // `$&`, `$\`` and `$'` are replacement patterns to String.replace: they must reach the page as typed.
    const anaName = "Ana $` $' $& </script><script>alert(1)</script>";
    const ana = await signUpAs(app, 'student', anaName);
    const ben = await signUpAs(app, 'student', 'Ben');
    await applyTo(ana, STANFORD);
    await applyTo(ben, MIT);

    // Two people at once: each gets their own reads, never the other's.
    const [forAna, forBen] = await Promise.all([open('/dashboard', ana.cookie), open('/dashboard', ben.cookie)]);
    for (const [response, person, own, other] of [
      [forAna, ana, 'Stanford University', 'Massachusetts Institute of Technology'],
      [forBen, ben, 'Massachusetts Institute of Technology', 'Stanford University'],
    ] as const) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers.etag).toBeUndefined();
      const [session, applications] = payloadOf(response.body)!.queries;
      expect((session!.body as { user: { email: string } }).user.email).toBe(person.email);
      expect((session!.body as { user: { name: string } }).user.name).toBe(person === ana ? anaName : 'Ben');
      expect(JSON.stringify(applications!.body)).toContain(own);
      expect(response.body).not.toContain(other);
    }
    // Rendered: the page's heading and the person's own data in the HTML, never the other's.
    expect(rootOf(forAna.body)).toContain('<h1>My Dashboard</h1>');
    expect(rootOf(forAna.body)).toContain('Stanford University');
    expect(rootOf(forBen.body)).toContain('Massachusetts Institute of Technology');
    expect(rootOf(forBen.body)).not.toContain('Stanford University');
    expect(forAna.headers['server-timing']).toMatch(/^signed-in;dur=[\d.]+, render;dur=2\.5$/);
    // Nothing in the data can close the data element.
    expect(forAna.body).not.toContain('</script><script>alert(1)');
    // The page's code loads once the HTML has painted, as a public page's does: the entry, the
    // workspace's route list, the layout, the page, its loader and imports; no inline script but
    // the one the CSP allows by hash.
    const head = forAna.body.slice(0, forAna.body.indexOf('</head>'));
    const modules = /<meta name="app-modules" content="([^"]+)"/.exec(head)![1]!.split(' ');
    expect(modules[0]).toBe('/assets/index-1.js');
    for (const chunk of ['client-routes-1', 'require-auth-1', 'dashboard-1', 'cards-1', 'dashboard-loader-1'])
      expect(modules).toContain(`/assets/${chunk}.js`);
    expect(head).toContain('<link rel="expect" href="#app-data" blocking="render">');
    expect(forAna.body).not.toContain('<script type="module" crossorigin src=');
    expect(forAna.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // Asked again, each still gets their own (nothing was kept from the first answers).
    expect((await open('/dashboard', ben.cookie)).body).not.toContain('Stanford University');
  });

  it('is compressed for a browser that takes Brotli or gzip, and sent as it is to one that takes neither', async () => {
    const student = await signUpAs(app, 'student', 'Ana');
    for (const schoolId of [STANFORD, MIT, YALE]) await applyTo(student, schoolId);
    const plain = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: student.cookie } });
    // Big enough to be worth compressing, as every real workspace page is.
    expect(plain.body.length).toBeGreaterThan(2048);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: student.cookie, 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      // The same page once decompressed (only the session's sliding expiry could differ, and it is in a header).
      expect(rootOf(decompress(response.rawPayload).toString('utf8'))).toBe(rootOf(plain.body));
    }
    // A shell this small goes as it is: compressing it would cost more than it saves.
    const shell = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect({ encoding: shell.headers['content-encoding'], body: shell.body }).toEqual({ encoding: undefined, body: INDEX });
  });

  it('renders in the time zone the browser remembered, and in the server’s when the cookie names none', async () => {
    const student = await signUpAs(app, 'student', 'Ana');
    const withZone = (zone: string) => open('/dashboard', `${student.cookie}; campuspath_tz=${encodeURIComponent(zone)}`);
    expect(rootOf((await withZone('America/Chicago')).body)).toContain('zone: America/Chicago');
    expect(rootOf((await open('/dashboard', student.cookie)).body)).toContain('zone: the server’s');
    for (const zone of ['Not/AZone', 'America/Chicago<script>', 'x'.repeat(200)]) {
      const response = await withZone(zone);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toContain('zone: the server’s');
    }
  });

  it('sends the plain shell to a visitor, an ended session, and a page that is not the workspace’s', async () => {
    const visitor = await open('/dashboard');
    expect(visitor.body).toBe(INDEX);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toMatch(/cookie/i);

    const cleo = await signUpAs(app, 'student');
    expect(payloadOf((await open('/dashboard', cleo.cookie)).body)).not.toBeNull();
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cleo.cookie } })).statusCode).toBe(204);
    const ended = await open('/dashboard', cleo.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toBe(INDEX);

    // Another role's page: the shell, whose router sends the person to their own start page.
    const caseload = await open('/caseload', (await signUpAs(app, 'student')).cookie);
    expect(caseload.statusCode).toBe(200);
    expect(caseload.body).toBe(INDEX);
    expect(caseload.headers['server-timing']).toMatch(/desc="another roles page"/);

    // An unknown cookie, the account forms: the shell as before.
    expect((await open('/dashboard', 'campuspath_session=forged')).body).toBe(INDEX);
    expect((await open('/login', (await signUpAs(app, 'student')).cookie)).body).toBe(INDEX);
    // A public page is the same for everyone, session or not: rendered, not personal.
    const about = await open('/about', cleo.cookie);
    expect(about.body).toContain('<h1>About</h1>');
    expect(about.headers['cache-control']).toBe('no-cache');
  });

  it('sends the data without the HTML when the render fails: the browser renders the page', async () => {
    const fay = await signUpAs(app, 'student', 'Fay');
    await applyTo(fay, STANFORD);
    const response = await open('/tasks', fay.cookie);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(JSON.stringify(payloadOf(response.body)!.queries[1]!.body)).toContain('Stanford University');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['server-timing']).toMatch(/render;desc="failed"/);
  });

  it('sends the plain shell when the reads take longer than the server is set to wait', async () => {
    const impatient = await buildApp({
      catalog: testCatalog(),
      database: database.handle,
      storage: createTestStorage().storage,
      mailer: mail.mailer,
      webDistDir: dir,
      links: { publicUrl: 'https://campuspath.example' },
      signedInPageTimeoutMs: 300,
    });
    try {
      const student = await signUpAs(impatient, 'student');
      const slow = await impatient.inject({ method: 'GET', url: '/timeline', headers: { cookie: student.cookie } });
      expect(slow.statusCode).toBe(200);
      expect(slow.body).toBe(INDEX);
      expect(slow.headers['cache-control']).toBe('no-cache');
      expect(slow.headers['server-timing']).toMatch(/desc="reads took over 300 ms"/);
    } finally {
      await impatient.close();
    }
  });

  it('gives a parent only what the student shares, and nothing of a student they do not follow', async () => {
    const dana = await signUpAs(app, 'student', 'Dana');
    await applyTo(dana, STANFORD);
    const { parent, shareId } = await followStudent(app, dana);
    const stranger = await signUpAs(app, 'parent');

    const sharedPage = await open(`/students/${dana.user.id}`, parent.cookie);
    expect(rootOf(sharedPage.body)).toContain('<h1>The plan</h1>');
    expect(rootOf(sharedPage.body)).toContain('Stanford University');
    const shared = payloadOf(sharedPage.body)!.queries[1]!;
    expect(shared.status).toBe(200);
    expect(JSON.stringify((shared.body as { applications: unknown }).applications)).toContain('Stanford University');

    const off = await app.inject({
      method: 'PATCH',
      url: `/api/sharing/viewers/${shareId}`,
      headers: { cookie: dana.cookie },
      payload: { scopes: { colleges: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const withoutColleges = payloadOf((await open(`/students/${dana.user.id}`, parent.cookie)).body)!.queries[1]!;
    expect(withoutColleges.status).toBe(200);
    // Colleges switched off: no applications in the plan (a task may still name the college: tasks are shared).
    expect(withoutColleges.body).not.toHaveProperty('applications');

    const strangerPage = await open(`/students/${dana.user.id}`, stranger.cookie);
    expect(rootOf(strangerPage.body)).not.toContain('Dana');
    expect(rootOf(strangerPage.body)).not.toContain('Stanford University');
    const notFollowing = payloadOf(strangerPage.body)!.queries[1]!;
    expect(notFollowing.status).toBe(404);
    expect(JSON.stringify(notFollowing.body)).not.toContain('Dana');
  });

  it('gives a counselor their own school’s sharing students, and a 404 for another school’s', async () => {
    const counselor = await signUpAs(app, 'counselor');
    const otherCounselor = await signUpAs(app, 'counselor');
    const school = await createSchool(app, counselor);
    await createSchool(app, otherCounselor);
    const eli = await signUpAs(app, 'student', 'Eli');
    await applyTo(eli, MIT);
    await joinSchool(app, eli, school.joinCode.joinCode);
    await shareWithSchool(app, eli, true);

    const ownPage = await open(`/students/${eli.user.id}`, counselor.cookie);
    expect(rootOf(ownPage.body)).toContain('Massachusetts Institute of Technology');
    const own = payloadOf(ownPage.body)!.queries[1]!;
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).toContain('Massachusetts Institute of Technology');
    const otherPage = await open(`/students/${eli.user.id}`, otherCounselor.cookie);
    expect(rootOf(otherPage.body)).not.toContain('Eli');
    expect(rootOf(otherPage.body)).not.toContain('Massachusetts Institute of Technology');
    const other = payloadOf(otherPage.body)!.queries[1]!;
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Eli');
  });
});
