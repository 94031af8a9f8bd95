import { beforeAll, describe, expect, it } from 'vitest';
import { importDecisionsResponseSchema } from '@campuspath/contract/admission-history-decisions';
import { historyResponseSchema } from '@campuspath/contract/admission-history';
import { MIT, STANFORD, YALE } from '../../test/application-requests.ts';
import { decisionsRequests } from '../../test/decisions-requests.ts';
import { followStudent, createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Next year's history from this year's decisions: the rows of the class's students who agreed
 * (and of nobody else, in no count), reviewed then imported once, for the school's counselors only.
 */
const ctx = useTestApp({ now: () => new Date('2027-06-15T12:00:00Z') });
const { state, as, decisionsUrl, newSchool, preview, consent, student } = decisionsRequests(ctx);

beforeAll(newSchool);

describe('consent', () => {
  it('is off by default on the school share, and a parent is never offered it', async () => {
    const account = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, account, state.joinCode);
    await shareWithSchool(ctx.app, account, true);
    const sharing = (await as(account, 'GET', '/api/sharing')).json() as {
      viewers: Array<{ id: string; kind: string; scopes: Record<string, boolean> }>;
    };
    expect(sharing.viewers.find((viewer) => viewer.kind === 'counselors')?.scopes.history).toBe(false);

    const invited = await as(account, 'POST', '/api/sharing/invitations', { scopes: { ...buildScopes(), history: true } });
    expect(invited.statusCode).toBe(400);
    expect(invited.json().fields).toHaveProperty(['scopes.history']);
    const { shareId } = await followStudent(ctx.app, account);
    const switched = await as(account, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: { history: true } });
    expect(switched.statusCode).toBe(400);
    expect(switched.json().fields).toHaveProperty(['scopes.history']);
  });
});

const buildScopes = () => ({ colleges: true, profile: true, costs: false, tasks: true, essays: false, documents: false, letters: false });

describe('the preview and the import', () => {
  it('reads only students who agreed: the others appear in no row and no count, then one import, once', async () => {
    const empty = await preview();
    expect(empty).toMatchObject({ students: { consented: 0, included: 0 }, rows: [], leftOut: [], alreadyImported: null });

    // Students who did not agree, whatever they have: nothing of them may show, not even in counts.
    await student({ consent: false, decisions: [{ schoolId: STANFORD, status: 'accepted' }] });
    await student({ consent: false, gpa: null, decisions: [] });
    expect(await preview()).toEqual(empty);

    await student({
      consent: true,
      gpa: 3.91,
      decisions: [
        { schoolId: MIT, status: 'accepted', deferFirst: true },
        { schoolId: YALE, status: 'rejected' },
      ],
    });
    await student({
      consent: true,
      decisions: [
        { schoolId: STANFORD, status: 'waitlisted' },
        { schoolId: YALE, status: 'withdrawn' },
      ],
    });
    await student({ consent: true, decisions: [{ schoolId: STANFORD, status: 'deferred' }] });
    await student({ consent: true, gpa: null, decisions: [{ schoolId: MIT, status: 'accepted' }] });
    const consenting = await student({ consent: true, decisions: [] });
    // The account export lists the switch with the others.
    const exported = (await as(consenting, 'GET', '/api/account/export')).json() as {
      sharedWith: Array<{ scopes: Record<string, boolean> }>;
    };
    expect(exported.sharedWith[0]?.scopes.history).toBe(true);
    const withdrew = await student({ consent: true, decisions: [{ schoolId: YALE, status: 'accepted' }] });
    await consent(withdrew, false);

    const reviewed = await preview();
    expect(reviewed.students).toEqual({ consented: 5, included: 2 });
    expect(reviewed.leftOut.map(({ reason, students }) => [reason, students]).sort()).toEqual([
      ['no_final_decision', 2],
      ['no_gpa', 1],
    ]);
    expect(reviewed.rows.map(({ collegeId, decision, deferred, gpa, sat }) => [collegeId, decision, deferred, gpa, sat])).toEqual(
      expect.arrayContaining([
        [MIT, 'admitted', true, 3.91, 1350],
        [YALE, 'denied', false, 3.91, 1350],
        [STANFORD, 'waitlisted', false, 3.7, 1350],
      ]),
    );
    expect(reviewed.rows).toHaveLength(3);
    expect(reviewed).toMatchObject({ season: '2026-27', source: 'CampusPath decisions, 2026-27 (class of 2027)' });

    const imported = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: reviewed.fingerprint });
    expect(imported.statusCode, imported.body).toBe(201);
    const made = importDecisionsResponseSchema.parse(imported.json()).import;
    expect(made).toMatchObject({ fileName: reviewed.source, rows: 3, newRows: 3, classYears: [2027], sample: false });

    // Importing again adds nothing and answers the same import; the preview says it is there.
    const again = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: reviewed.fingerprint });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyImported: true, import: { id: made.id } });
    expect((await preview()).alreadyImported?.id).toBe(made.id);
    const stored = await ctx.database.handle.db
      .selectFrom('history_rows')
      .select('import_id')
      .where('high_school_id', '=', state.schoolId)
      .execute();
    expect(stored).toHaveLength(3);

    // The history shows the rows as the school's own (counselors see everything).
    const history = await as(state.counselor, 'GET', `/api/high-schools/${state.schoolId}/admission-history?college=${MIT}`);
    const mit = historyResponseSchema.parse(history.json()).colleges[0]!;
    expect(mit).toMatchObject({ collegeId: MIT, applicants: 1 });
  });

  it('refuses rows that changed since the review, and a class that has not applied yet, naming the field', async () => {
    const reviewed = await preview();
    await student({ consent: true, decisions: [{ schoolId: MIT, status: 'rejected' }] });
    const stale = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2027, fingerprint: reviewed.fingerprint });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('decisions_changed');
    const later = await as(state.counselor, 'GET', `${decisionsUrl()}?classYear=2031`);
    expect(later.statusCode).toBe(400);
    expect(later.json().fields).toHaveProperty('classYear');
    const none = await as(state.counselor, 'POST', decisionsUrl(), { classYear: 2020, fingerprint: reviewed.fingerprint });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('nothing_to_import');
  });

  it('is for the school’s counselors only: another counselor, a student of the school and a parent get 404 or 403', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, other);
    const member = await student({ consent: true, decisions: [] });
    const { parent } = await followStudent(ctx.app, member);
    for (const caller of [other, member, parent]) {
      expect((await as(caller, 'GET', decisionsUrl())).statusCode).toBe(404);
      const body = { classYear: 2027, fingerprint: (await preview()).fingerprint };
      expect((await as(caller, 'POST', decisionsUrl(), body)).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: decisionsUrl() })).statusCode).toBe(401);
  });
});
