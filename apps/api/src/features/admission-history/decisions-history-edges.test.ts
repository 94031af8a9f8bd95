import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MAX_ROWS } from '@campuspath/contract/admission-history-terms';
import { caseloadResponseSchema } from '@campuspath/contract/caseload';
import { viewableStudentListResponseSchema } from '@campuspath/contract/sharing';
import { newId } from '../../lib/ids.ts';
import { MIT, STANFORD, YALE } from '../../test/application-requests.ts';
import { decisionsRequests } from '../../test/decisions-requests.ts';
import { signUpVerified } from '../../test/factories.ts';
import { importRosterCsv, readRosterOf, ROSTER_HEADER } from '../../test/roster-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * Next year's history from this year's decisions, its edges: who gives rows (only students who
 * also show the counselors what a row is built from), that the counselors cannot tell who agreed,
 * and the decisions a history cannot take, each answered without a 500.
 */
const ctx = useTestApp({ now: () => new Date('2027-06-15T12:00:00Z') });
const { state, as, decisionsUrl, newSchool, preview, consent, student } = decisionsRequests(ctx);

describe('who gives rows, and who can tell', () => {
  beforeAll(newSchool);

  it('reads only students who also share their profile and colleges, and counts the others as left out', async () => {
    await student({ consent: true, scopes: { profile: false }, decisions: [{ schoolId: MIT, status: 'accepted' }] });
    await student({ consent: true, scopes: { colleges: false }, decisions: [{ schoolId: YALE, status: 'rejected' }] });
    const alone = await preview();
    // Two students agreed, but neither shows the counselors what a row is built from: no row, no GPA.
    expect(alone).toMatchObject({ students: { consented: 2, included: 0 }, rows: [] });
    expect(alone.leftOut).toEqual([{ reason: 'not_sharing_plan', students: 2, label: expect.stringContaining('profile and colleges') }]);
    const none = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: alone.fingerprint });
    expect(none.json().error).toBe('nothing_to_import');

    await student({ consent: true, gpa: 3.5, decisions: [{ schoolId: STANFORD, status: 'waitlisted' }] });
    const one = await preview();
    expect(one.students).toEqual({ consented: 3, included: 1 });
    expect(one.rows.map(({ collegeId, gpa }) => [collegeId, gpa])).toEqual([[STANFORD, 3.5]]);
  });

  it('never shows the counselors, per student, who agreed: not in the caseload, the roster or the student list', async () => {
    const agreed = await signUpVerified(ctx.app, ctx.mail, { email: 'agreed@history.example.org', name: 'Agreed Student' });
    await student({ account: agreed, consent: true, decisions: [] });
    // Only the consent on, every part of the plan off: to the counselors, a student who shares nothing.
    const onlyConsent = await signUpVerified(ctx.app, ctx.mail, { email: 'consent-only@history.example.org', name: 'Consent Only' });
    const planOff = { colleges: false, profile: false, tasks: false, letters: false };
    await student({ account: onlyConsent, consent: true, scopes: planOff, decisions: [] });
    const notAgreed = await signUpVerified(ctx.app, ctx.mail, { email: 'no-consent@history.example.org', name: 'No Consent' });
    await student({ account: notAgreed, consent: true, scopes: planOff, decisions: [] });
    await consent(notAgreed, false, planOff);

    const caseload = caseloadResponseSchema.parse(
      (await as(state.counselor, 'GET', `/api/high-schools/${state.schoolId}/caseload`)).json(),
    );
    expect(caseload.students.length).toBeGreaterThan(0);
    for (const row of caseload.students) expect(row.scopes).not.toHaveProperty('history');
    const caseloadBody = (await as(state.counselor, 'GET', `/api/high-schools/${state.schoolId}/caseload`)).body;
    expect(caseloadBody).not.toContain('"history"');

    const students = (await as(state.counselor, 'GET', '/api/students')).json();
    expect(JSON.stringify(students)).not.toContain('"history"');
    const listed = viewableStudentListResponseSchema.parse(students).students;
    const plan = await as(state.counselor, 'GET', `/api/students/${listed.find((row) => row.name === 'Agreed Student')!.id}/plan`);
    expect(plan.statusCode).toBe(200);
    expect(plan.body).not.toContain('"history"');

    const roster =
      `${ROSTER_HEADER}\n` +
      ['Agreed Student,agreed', 'Consent Only,consent-only', 'No Consent,no-consent']
        .map((line) => `${line}@history.example.org,2028,,`)
        .join('\n');
    await importRosterCsv(ctx.app, state.counselor, state.schoolId, `${roster}\n`);
    const read = await readRosterOf(ctx.app, state.counselor, state.schoolId);
    const byName = new Map(read.students.map((line) => [line.name, line]));
    expect(byName.get('Agreed Student')?.scopes).not.toContain('history');
    expect(byName.get('Agreed Student')?.status).toBe('sharing');
    // The consent alone is not sharing: the same as a student who switched everything off.
    expect(byName.get('Consent Only')).toMatchObject({ status: 'joined', scopes: [] });
    expect(byName.get('No Consent')).toMatchObject({ status: 'joined', scopes: [] });
  });
});

describe('decisions the history cannot take', () => {
  beforeAll(newSchool);

  it('leaves out a decision at a college the catalogue no longer lists, keeping the student’s others', async () => {
    const account = await student({
      consent: true,
      decisions: [
        { schoolId: MIT, status: 'accepted' },
        { schoolId: YALE, status: 'rejected' },
      ],
    });
    // A college dropped from a later catalogue: its id stays on the application.
    await ctx.database.handle.db
      .updateTable('applications')
      .set({ school_id: 999_999_999 })
      .where('user_id', '=', account.user.id)
      .where('school_id', '=', YALE)
      .execute();
    const reviewed = await preview();
    expect(reviewed.students).toEqual({ consented: 1, included: 1 });
    expect(reviewed.leftOut).toEqual([{ reason: 'college_not_in_catalogue', students: 1, label: expect.any(String) }]);
    expect(reviewed.rows.map((row) => row.collegeId)).toEqual([MIT]);
    const imported = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: reviewed.fingerprint });
    expect(imported.statusCode, imported.body).toBe(201);
  });

  it('answers a row that breaks one of the history’s rules with a 409 saying which, and imports nothing', async () => {
    const account = await student({ consent: true, decisions: [{ schoolId: STANFORD, status: 'accepted' }] });
    // A GPA above the history's 4.0 scale, as an older profile could hold.
    await ctx.database.handle.db.updateTable('profiles').set({ gpa: 4.5 }).where('user_id', '=', account.user.id).execute();
    const reviewed = await preview();
    const refused = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: reviewed.fingerprint });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'decisions_not_importable', message: expect.stringContaining('Stanford') });
    expect(refused.json().message).toContain('above 4.0');
    await ctx.database.handle.db.updateTable('profiles').set({ gpa: 3.7 }).where('user_id', '=', account.user.id).execute();
  });

  it('refuses a class with more rows than one import takes, naming classYear, in the preview and the import', async () => {
    // More decisions than a real class has, written straight to the table (the API caps a student's
    // applications): two students, every round at a share of the catalogue's colleges each.
    const rounds = ['early-decision', 'early-action', 'restrictive-early-action', 'regular-decision', 'rolling'];
    const colleges = testCatalog().schools.slice(0, Math.ceil((HISTORY_MAX_ROWS + 1) / (2 * rounds.length)));
    const now = new Date().toISOString();
    for (const account of [await student({ consent: true, decisions: [] }), await student({ consent: true, decisions: [] })]) {
      const all = colleges.flatMap((college) =>
        rounds.map((round) => ({
          id: newId(),
          user_id: account.user.id,
          school_id: Number(college.id),
          round,
          status: 'rejected',
          notes: '',
          checklist: '[]',
          created_at: now,
          updated_at: now,
        })),
      );
      for (let start = 0; start < all.length; start += 500) {
        await ctx.database.handle.db
          .insertInto('applications')
          .values(all.slice(start, start + 500))
          .execute();
      }
    }
    const refused = await as(state.counselor, 'GET', `${decisionsUrl()}?classYear=2027`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.classYear).toContain(HISTORY_MAX_ROWS.toLocaleString('en-US'));
    const imported = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: 'x'.repeat(64) });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().fields).toHaveProperty('classYear');
  });
});
