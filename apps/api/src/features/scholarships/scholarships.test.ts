import { describe, expect, it } from 'vitest';
import { scholarshipListResponseSchema } from '@campuspath/contract/scholarships';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { offerRequests } from '../../test/offer-requests.ts';
import { createSchool, followStudent, joinSchool, signUpAs } from '../../test/roles.ts';
import { postLocalScholarship, recordScholarship } from '../../test/scholarship-requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { STANFORD } from '../../test/workspace-items.ts';

const ctx = useTestApp();
const { acceptedApplication, enterOffer, listOffers } = offerRequests(ctx);

const call = (who: SignedInUser | null, method: string, url: string, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

describe('the student’s scholarships', () => {
  it('records, lists by deadline, changes and deletes them, each only for its owner', async () => {
    const student = await signUp(ctx.app);
    const later = await recordScholarship(ctx.app, student, { name: 'Elks', amount: 4000, deadline: '2027-02-01', renewable: 'yes' });
    const sooner = await recordScholarship(ctx.app, student, {
      name: 'Rotary',
      deadline: '2027-01-15',
      link: 'https://rotary.example.org',
    });
    expect(sooner).toMatchObject({ name: 'Rotary', amount: 1500, status: 'planned', renewable: 'unknown', fromLocal: null });

    const list = scholarshipListResponseSchema.parse((await call(student, 'GET', '/api/scholarships')).json());
    expect(list.scholarships.map((item) => item.name)).toEqual(['Rotary', 'Elks']);

    const changed = await call(student, 'PATCH', `/api/scholarships/${later.id}`, { status: 'awarded', amount: 3500 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().scholarship).toMatchObject({ status: 'awarded', amount: 3500, renewable: 'yes' });

    const other = await signUp(ctx.app);
    expect((await call(other, 'PATCH', `/api/scholarships/${later.id}`, { status: 'applied' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/scholarships/${later.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/scholarships')).statusCode).toBe(401);

    expect((await call(student, 'DELETE', `/api/scholarships/${sooner.id}`)).statusCode).toBe(204);
    expect((await call(student, 'DELETE', `/api/scholarships/${sooner.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input naming each field, keeps hostile text as text, and bounds every field', async () => {
    const student = await signUp(ctx.app);
    const bad = await call(student, 'POST', '/api/scholarships', {
      name: ' ',
      amount: 12.5,
      status: 'won',
      renewable: 'maybe',
      deadline: '2027-02-30',
      link: 'javascript:alert(1)',
      notes: 'x'.repeat(2001),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['amount', 'deadline', 'link', 'name', 'notes', 'renewable', 'status']);
    expect((await call(student, 'POST', '/api/scholarships', { name: 'x'.repeat(201), amount: 1 })).json().fields).toHaveProperty('name');
    expect((await call(student, 'POST', '/api/scholarships', { name: 'A', amount: 500_001 })).json().fields).toHaveProperty('amount');
    // A link longer than its column is refused by name (PostgreSQL would otherwise refuse the row itself).
    const longLink = await call(student, 'POST', '/api/scholarships', {
      name: 'A',
      amount: 1,
      link: `https://example.org/${'a'.repeat(2000)}`,
    });
    expect(longLink.statusCode).toBe(400);
    expect(longLink.json().fields).toHaveProperty('link');
    expect((await call(student, 'PATCH', '/api/scholarships/whatever', {})).statusCode).toBe(400);

    const hostile = await recordScholarship(ctx.app, student, { name: '<img src=x onerror=alert(1)> Fund' });
    expect(hostile.name).toBe('<img src=x onerror=alert(1)> Fund');
  });

  it('shows a student’s scholarships to a parent who shares costs, and to nobody else', async () => {
    const student = await signUp(ctx.app);
    await recordScholarship(ctx.app, student, { name: 'Rotary' });
    const { parent } = await followStudent(ctx.app, student);
    const stranger = await signUpAs(ctx.app, 'parent');
    const read = await call(parent, 'GET', `/api/students/${student.user.id}/scholarships`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().scholarships.map((item: { name: string }) => item.name)).toEqual(['Rotary']);
    expect((await call(stranger, 'GET', `/api/students/${student.user.id}/scholarships`)).statusCode).toBe(404);
  });

  it('is recorded by a student only: a parent, counselor or teacher is refused with 403 and nothing is written', async () => {
    for (const role of ['parent', 'counselor', 'teacher'] as const) {
      const someone = await signUpAs(ctx.app, role);
      const refused = await call(someone, 'POST', '/api/scholarships', { name: 'Rotary', amount: 1500 });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'wrong_role' });
      expect((await call(someone, 'GET', '/api/scholarships')).json().scholarships).toEqual([]);
    }
    expect((await call(null, 'POST', '/api/scholarships', { name: 'Rotary', amount: 1500 })).statusCode).toBe(401);
  });
});

describe('awarded scholarships in the aid offers', () => {
  /**
   * Worked by hand. Cost 30,000 (tuition) + 10,000 (housing) = 40,000; college grant 12,000.
   * - Nothing outside: gift aid 12,000, net price 28,000.
   * - Recorded as awarded: Rotary 1,500 + Elks 2,500 = 4,000 (a third, only applied, does not count):
   *   gift aid 12,000 + 4,000 = 16,000, net price 24,000.
   * - The letter's outside line 3,000 as well: the larger, 4,000 (recorded), is counted, never 7,000.
   * - The letter's outside line 5,000: more than the 4,000 recorded, so 5,000 is counted: gift aid 17,000, net 23,000.
   */
  it('counts them as outside grants, the larger of them and the letter’s outside line, never both', async () => {
    const student = await signUp(ctx.app);
    const application = await acceptedApplication(student, STANFORD);
    const offer = (outside: number | null) => ({
      academicYear: '2026-27' as const,
      costs: { tuitionFees: { amount: 30_000, billed: true }, housingMeals: { amount: 10_000, billed: true } },
      grants: { college: { amount: 12_000, renewable: 'yes' as const }, outside: { amount: outside, renewable: 'yes' as const } },
    });
    expect((await enterOffer(student, application, offer(null))).figures).toMatchObject({ giftAid: 12_000, netPrice: 28_000 });
    // Awarded with no amount yet (a local listing that announced none arrives at $0): the offer says so.
    const unpriced = await recordScholarship(ctx.app, student, { name: 'Lions', amount: 0, status: 'awarded' });
    const [waiting] = (await listOffers(student)).offers;
    expect(waiting!.outsideScholarships).toMatchObject({ counted: 0, countedFrom: 'none' });
    expect(waiting!.outsideScholarships.how).toContain('Awarded on your Scholarships list with no amount entered yet (Lions)');
    expect((await call(student, 'DELETE', `/api/scholarships/${unpriced.id}`)).statusCode).toBe(204);

    await recordScholarship(ctx.app, student, { name: 'Rotary', amount: 1_500, status: 'awarded', renewable: 'yes' });
    await recordScholarship(ctx.app, student, { name: 'Elks', amount: 2_500, status: 'awarded', renewable: 'no' });
    await recordScholarship(ctx.app, student, { name: 'Pending', amount: 9_000, status: 'applied' });
    const [counted] = (await listOffers(student)).offers;
    expect(counted!.figures).toMatchObject({ giftAid: 16_000, netPrice: 24_000 });
    expect(counted!.outsideScholarships).toMatchObject({
      recordedTotal: 4_000,
      letterAmount: null,
      counted: 4_000,
      countedFrom: 'recorded',
    });
    expect(counted!.outsideScholarships.how).toContain('Elks $2,500 + Rotary $1,500');
    expect(counted!.explanation.find((line) => line.label.startsWith('Gift aid'))!.how).toContain(
      'Outside scholarships you recorded $4,000',
    );
    expect(counted!.flags.map((flag) => flag.message)).toContainEqual(
      expect.stringContaining('Elks ($2,500), an outside scholarship you recorded, is for one year only'),
    );

    const both = await enterOffer(student, application, offer(3_000));
    expect(both.figures).toMatchObject({ giftAid: 16_000, netPrice: 24_000 });
    expect(both.outsideScholarships).toMatchObject({ counted: 4_000, countedFrom: 'recorded', letterAmount: 3_000 });
    expect(both.outsideScholarships.how).toContain('not added as well');

    const larger = await enterOffer(student, application, offer(5_000));
    expect(larger.figures).toMatchObject({ giftAid: 17_000, netPrice: 23_000 });
    expect(larger.outsideScholarships).toMatchObject({ counted: 5_000, countedFrom: 'letter' });

    // A parent sharing costs sees the same comparison.
    const { parent } = await followStudent(ctx.app, student);
    const [seen] = (await listOffers(parent, `/api/students/${student.user.id}/offers`)).offers;
    expect(seen!.figures.giftAid).toBe(17_000);
  });
});

describe('local scholarships of a high school', () => {
  it('are posted by its counselors, read by its students, added to a student’s list once, and hidden from everyone else', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const school = await createSchool(ctx.app, counselor);
    const schoolId = school.highSchool.id;
    const student = await signUp(ctx.app);
    await joinSchool(ctx.app, student, school.joinCode.joinCode);
    const outsider = await signUp(ctx.app);
    const otherCounselor = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, otherCounselor);

    const listing = await postLocalScholarship(ctx.app, counselor, schoolId, { name: 'Lions Club Award', amount: null });
    expect(listing).toMatchObject({ name: 'Lions Club Award', amount: null, postedBy: 'Ms. Rivera', checkedOn: '2026-11-01' });
    const invalid = await call(counselor, 'POST', `/api/high-schools/${schoolId}/local-scholarships`, { name: 'X', link: 'ftp://x' });
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['checkedOn', 'link', 'sponsor']);
    const longLink = await call(counselor, 'POST', `/api/high-schools/${schoolId}/local-scholarships`, {
      name: 'X',
      sponsor: 'Y',
      checkedOn: '2026-11-01',
      link: `https://example.org/${'a'.repeat(2000)}`,
    });
    expect(Object.keys(longLink.json().fields)).toEqual(['link']);
    expect((await call(student, 'POST', `/api/high-schools/${schoolId}/local-scholarships`, { name: 'X' })).statusCode).toBe(400);
    const studentPost = await call(student, 'POST', `/api/high-schools/${schoolId}/local-scholarships`, {
      name: 'X',
      sponsor: 'Y',
      checkedOn: '2026-11-01',
    });
    expect(studentPost.statusCode).toBe(404);
    expect((await call(otherCounselor, 'GET', `/api/high-schools/${schoolId}/local-scholarships`)).statusCode).toBe(404);

    const mine = await call(student, 'GET', '/api/local-scholarships');
    expect(mine.json()).toMatchObject({ highSchool: { id: schoolId }, scholarships: [{ id: listing.id, added: false }] });
    expect((await call(outsider, 'GET', '/api/local-scholarships')).json()).toEqual({ highSchool: null, scholarships: [] });

    expect((await call(outsider, 'POST', '/api/scholarships/from-local', { localScholarshipId: listing.id })).statusCode).toBe(404);
    const added = await call(student, 'POST', '/api/scholarships/from-local', { localScholarshipId: listing.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().scholarship).toMatchObject({
      name: 'Lions Club Award',
      amount: 0,
      status: 'planned',
      deadline: '2027-03-01',
      fromLocal: { id: listing.id, highSchoolName: school.highSchool.name },
    });
    const again = await call(student, 'POST', '/api/scholarships/from-local', { localScholarshipId: listing.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toHaveProperty('localScholarshipId');
    expect((await call(student, 'GET', '/api/local-scholarships')).json().scholarships[0].added).toBe(true);

    const replaced = await call(counselor, 'PUT', `/api/high-schools/${schoolId}/local-scholarships/${listing.id}`, {
      name: 'Lions Club Award',
      sponsor: 'Lions Club',
      amount: 1000,
      checkedOn: '2026-11-20',
    });
    expect(replaced.json().scholarship).toMatchObject({ amount: 1000, checkedOn: '2026-11-20' });

    // The listing deleted: the student's copy stays theirs, with its source.
    expect((await call(counselor, 'DELETE', `/api/high-schools/${schoolId}/local-scholarships/${listing.id}`)).statusCode).toBe(204);
    const kept = scholarshipListResponseSchema.parse((await call(student, 'GET', '/api/scholarships')).json());
    expect(kept.scholarships[0]!.fromLocal).toEqual({ id: null, highSchoolName: school.highSchool.name });
  });

  it('are out of reach of a student who left the school; the account export holds a student’s scholarships and its deletion removes them', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const school = await createSchool(ctx.app, counselor);
    const student = await signUp(ctx.app);
    await joinSchool(ctx.app, student, school.joinCode.joinCode);
    await postLocalScholarship(ctx.app, counselor, school.highSchool.id);
    expect((await call(student, 'DELETE', '/api/high-schools/membership')).statusCode).toBe(204);
    expect((await call(student, 'GET', '/api/local-scholarships')).json()).toEqual({ highSchool: null, scholarships: [] });
    expect((await call(student, 'GET', `/api/high-schools/${school.highSchool.id}/local-scholarships`)).statusCode).toBe(404);

    await recordScholarship(ctx.app, student);
    const exported = await call(student, 'GET', '/api/account/export');
    expect(exported.json().scholarships).toHaveLength(1);
    const db = ctx.database.handle.db;
    const deleted = await call(student, 'DELETE', '/api/account', { password: student.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db.selectFrom('scholarships').select('id').where('user_id', '=', student.user.id).execute()).toEqual([]);
  });
});
