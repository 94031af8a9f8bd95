import { describe, expect, it } from 'vitest';
import {
  letterApprovalsResponseSchema,
  letterAskRulesResponseSchema,
  letterSettingsResponseSchema,
} from '@campuspath/contract/letter-approvals';
import { letterRequestListResponseSchema } from '@campuspath/contract/letter-requests';
import { caseloadResponseSchema } from '@campuspath/contract/caseload';
import { accountExportSchema } from '@campuspath/contract/account-export';
import { letterListResponseSchema } from '@campuspath/contract/letters';
import { buildApplicationBody, buildSignupBody } from '../../../../../test/factories.ts';
import { signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { askTeacher, putLetterSettings } from '../../test/letter-approval-requests.ts';
import { deliverInvitations } from '../../test/roster-invitation-scheduler.ts';
import { createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * A school's letter rules: from which day its students may ask teachers, and whether a counselor
 * approves each request first. A waiting request reaches no teacher (no queue, no email) until a
 * counselor approves it; a counselor's decline and message reach the student only.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function school() {
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const created = await createSchool(ctx.app, counselor);
  return { counselor, id: created.highSchool.id, code: created.joinCode.joinCode };
}

/** A verified student (so their requests may email the teacher) with one application; in the school when `code` is given. */
async function verifiedStudent(code: string | null, name = 'Maya Chen') {
  const student = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name, role: 'student' }));
  if (code) await joinSchool(ctx.app, student, code);
  const created = await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId: testCatalog().schools[0]!.id }));
  expect(created.statusCode).toBe(201);
  return { student, applicationId: (created.json() as { id: string }).id };
}

const teacher = (name = 'Mr. Okafor') => signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name, role: 'teacher' }));
const queueOf = async (user: SignedInUser) =>
  letterRequestListResponseSchema.parse((await as(user, 'GET', '/api/teacher/letter-requests')).json()).requests;
const mine = async (student: SignedInUser) =>
  letterRequestListResponseSchema.parse((await as(student, 'GET', '/api/letter-requests')).json()).requests;
const approvals = async (counselor: SignedInUser, schoolId: string, page = 1) => {
  const response = await as(counselor, 'GET', `/api/high-schools/${schoolId}/letter-approvals?page=${page}`);
  expect(response.statusCode).toBe(200);
  return letterApprovalsResponseSchema.parse(response.json());
};
const lettersTo = async (address: string) =>
  (await ctx.mail.to(address.toLowerCase())).filter((email) => email.subject.includes('recommendation letter'));
const decide = (counselor: SignedInUser, schoolId: string, id: string, decision: 'approve' | 'decline', message = '') =>
  as(counselor, 'POST', `/api/high-schools/${schoolId}/letter-approvals/${id}`, { decision, message });

describe("a school's letter settings", () => {
  it('are read and changed by its counselors only, and a bad date is refused naming the field', async () => {
    const { counselor, id, code } = await school();
    const url = `/api/high-schools/${id}/letter-settings`;
    expect(letterSettingsResponseSchema.parse((await as(counselor, 'GET', url)).json()).settings).toEqual({
      askFrom: null,
      approvalRequired: false,
    });
    for (const askFrom of ['2026-02-30', 'next week', 20260901]) {
      const refused = await as(counselor, 'PUT', url, { askFrom, approvalRequired: true });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['askFrom']);
    }
    expect((await as(counselor, 'PUT', url, { askFrom: null, approvalRequired: 'yes' })).json().fields).toHaveProperty('approvalRequired');
    const saved = await as(counselor, 'PUT', url, { askFrom: '2026-09-01', approvalRequired: true });
    expect(saved.json()).toEqual({ settings: { askFrom: '2026-09-01', approvalRequired: true } });

    const other = (await school()).counselor;
    const { student } = await verifiedStudent(code);
    for (const outsider of [other, student, await signUpAs(ctx.app, 'parent'), await teacher()]) {
      expect((await as(outsider, 'GET', url)).statusCode).toBe(404);
      expect((await as(outsider, 'PUT', url, { askFrom: null, approvalRequired: false })).statusCode).toBe(404);
      expect((await as(outsider, 'GET', `/api/high-schools/${id}/letter-approvals`)).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Nothing an outsider sent changed them.
    expect((await as(counselor, 'GET', url)).json().settings).toEqual({ askFrom: '2026-09-01', approvalRequired: true });
    // Seven accounts signed up, on a busy machine: more than the default 20 s.
  }, 60_000);
});

describe('the first day to ask', () => {
  it("refuses the school's students before it, naming askFrom, and never students of no school", async () => {
    const { counselor, id, code } = await school();
    await putLetterSettings(ctx.app, counselor, id, { askFrom: '2099-09-01', approvalRequired: false });
    const member = await verifiedStudent(code);
    const rules = letterAskRulesResponseSchema.parse((await as(member.student, 'GET', '/api/letter-requests/rules')).json()).rules;
    expect(rules).toMatchObject({ askFrom: '2099-09-01', approvalRequired: false, open: false });
    const refused = await as(member.student, 'POST', '/api/letter-requests', {
      teacherName: 'Mr. Okafor',
      teacherEmail: 'okafor@example.com',
      applicationIds: [member.applicationId],
      waived: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.askFrom).toContain('September 1, 2099');
    expect(await mine(member.student)).toEqual([]);
    expect(letterListResponseSchema.parse((await as(member.student, 'GET', '/api/letters')).json()).letters).toEqual([]);

    const outsider = await verifiedStudent(null, 'Sam Ortiz');
    expect((await as(outsider.student, 'GET', '/api/letter-requests/rules')).json().rules).toMatchObject({ open: true, schoolName: null });
    await askTeacher(ctx.app, outsider, 'okafor@example.com');

    await putLetterSettings(ctx.app, counselor, id, { askFrom: '2020-01-01', approvalRequired: false });
    expect((await mine(member.student)).length).toBe(0);
    await askTeacher(ctx.app, member, 'okafor@example.com');
    expect((await mine(member.student)).map((request) => request.status)).toEqual(['requested']);
  });
});

describe('approval by a counselor', () => {
  it('keeps the request from the teacher (no queue, no email) until approved, then sends it on as any request', async () => {
    const { counselor, id, code } = await school();
    await putLetterSettings(ctx.app, counselor, id, { askFrom: null, approvalRequired: true });
    const okafor = await teacher();
    const asker = await verifiedStudent(code);
    await shareWithSchool(ctx.app, asker.student, true);
    const requestId = await askTeacher(ctx.app, asker, okafor.email, 'Private: I missed a month in the spring.');

    expect((await mine(asker.student))[0]).toMatchObject({ status: 'awaiting', approval: { message: '', decidedAt: null } });
    expect((await mine(asker.student))[0]!.teacherInvitation.status).not.toBe('queued');
    expect(letterListResponseSchema.parse((await as(asker.student, 'GET', '/api/letters')).json()).letters[0]!.status).toBe(
      'not-requested',
    );
    await deliverInvitations(ctx);
    expect(await lettersTo(okafor.email)).toEqual([]);
    expect(await queueOf(okafor)).toEqual([]);
    expect((await as(okafor, 'POST', `/api/teacher/letter-requests/${requestId}/answer`, { decision: 'accept' })).statusCode).toBe(404);
    // The student cannot email the teacher around the counselor either.
    expect((await as(asker.student, 'POST', `/api/letter-requests/${requestId}/invitation`)).statusCode).toBe(409);

    const waiting = await approvals(counselor, id);
    expect(waiting).toMatchObject({ count: 1, page: 1 });
    expect(waiting.approvals[0]).toMatchObject({ requestId, studentName: 'Maya Chen', teacherName: 'Ms. Lin', waived: true });
    expect(waiting.approvals[0]!.colleges.map((college) => college.schoolId)).toEqual([testCatalog().schools[0]!.id]);
    // The student's note to the teacher is not the counselor's to read.
    expect(JSON.stringify(waiting)).not.toContain('missed a month');
    // The caseload counts it as awaiting approval, not as pending with the teacher.
    const caseload = caseloadResponseSchema.parse((await as(counselor, 'GET', `/api/high-schools/${id}/caseload`)).json());
    expect(caseload.students[0]!.letterRequests).toEqual({ pending: 0, submitted: 0, awaitingApproval: 1 });

    const other = (await school()).counselor;
    expect((await decide(other, id, requestId, 'approve')).statusCode).toBe(404);
    expect((await decide(okafor, id, requestId, 'approve')).statusCode).toBe(404);
    expect((await decide(asker.student, id, requestId, 'approve')).statusCode).toBe(404);
    expect((await decide(counselor, id, requestId, 'approve', 'Good choice: he knows your lab work.')).statusCode).toBe(204);
    expect((await decide(counselor, id, requestId, 'decline')).statusCode).toBe(409);

    expect((await approvals(counselor, id)).count).toBe(0);
    const queue = await queueOf(okafor);
    expect(queue.map((request) => [request.id, request.status, request.approval])).toEqual([[requestId, 'requested', null]]);
    expect(JSON.stringify(queue)).not.toContain('lab work');
    await deliverInvitations(ctx);
    expect(await lettersTo(okafor.email)).toHaveLength(1);
    expect((await lettersTo(okafor.email))[0]!.text).not.toContain('lab work');
    const approved = (await mine(asker.student))[0]!;
    expect(approved).toMatchObject({ status: 'requested', approval: { message: 'Good choice: he knows your lab work.' } });
    expect(letterListResponseSchema.parse((await as(asker.student, 'GET', '/api/letters')).json()).letters[0]!.status).toBe('requested');
  });

  it("emails every teacher a counselor approves, whatever the student's own daily count", async () => {
    const { counselor, id, code } = await school();
    await putLetterSettings(ctx.app, counselor, id, { askFrom: null, approvalRequired: true });
    const asker = await verifiedStudent(code);
    const ids: string[] = [];
    // One more than a student may email in a day on their own.
    for (let n = 1; n <= 11; n += 1) ids.push(await askTeacher(ctx.app, asker, `approved.teacher${n}@example.com`));
    for (const requestId of ids) expect((await decide(counselor, id, requestId, 'approve')).statusCode).toBe(204);
    const statuses = (await mine(asker.student)).map((request) => request.teacherInvitation.status);
    expect(statuses).toEqual(Array.from({ length: 11 }, () => 'queued'));
  }, 60_000);

  it("declines with a message the student reads and the teacher never sees, even after the counselor's switch goes off", async () => {
    const { counselor, id, code } = await school();
    await putLetterSettings(ctx.app, counselor, id, { askFrom: null, approvalRequired: true });
    const okafor = await teacher();
    const asker = await verifiedStudent(code);
    const declined = await askTeacher(ctx.app, asker, okafor.email);
    const kept = await askTeacher(ctx.app, asker, okafor.email);
    // Switching approval off decides nothing: both still wait.
    await putLetterSettings(ctx.app, counselor, id, { askFrom: null, approvalRequired: false });
    expect((await approvals(counselor, id)).approvals.map((row) => row.requestId)).toEqual(expect.arrayContaining([declined, kept]));
    expect((await approvals(counselor, id)).count).toBe(2);
    expect((await decide(counselor, id, declined, 'decline', 'Ask a junior-year teacher instead.')).statusCode).toBe(204);

    const request = (await mine(asker.student)).find((row) => row.id === declined)!;
    expect(request).toMatchObject({ status: 'not_approved', approval: { message: 'Ask a junior-year teacher instead.' } });
    await deliverInvitations(ctx);
    expect(await lettersTo(okafor.email)).toEqual([]);
    expect(await queueOf(okafor)).toEqual([]);
    const exported = accountExportSchema.parse((await as(okafor, 'GET', '/api/account/export')).json());
    expect(exported.letterRequestsReceived).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('junior-year');
    const studentExport = accountExportSchema.parse((await as(asker.student, 'GET', '/api/account/export')).json());
    expect(studentExport.letterRequests.find((row) => row.id === declined)!.approval!.message).toBe('Ask a junior-year teacher instead.');
    expect(studentExport.highSchools[0]!.letterSettings).toEqual({ askFrom: null, approvalRequired: false });
  });

  it('leaves the queue when the student leaves the school (the request goes to the teacher) or deletes it', async () => {
    const { counselor, id, code } = await school();
    await putLetterSettings(ctx.app, counselor, id, { askFrom: null, approvalRequired: true });
    const okafor = await teacher();
    const leaver = await verifiedStudent(code, 'Lee Wong');
    const deleter = await verifiedStudent(code, 'Ana Ruiz');
    const left = await askTeacher(ctx.app, leaver, okafor.email);
    await askTeacher(ctx.app, deleter, okafor.email);
    expect((await approvals(counselor, id)).count).toBe(2);

    expect((await as(leaver.student, 'DELETE', '/api/high-schools/membership')).statusCode).toBe(204);
    expect((await approvals(counselor, id)).approvals.map((row) => row.studentName)).toEqual(['Ana Ruiz']);
    expect((await decide(counselor, id, left, 'approve')).statusCode).toBe(409);
    expect((await queueOf(okafor)).map((row) => row.id)).toEqual([left]);
    expect((await mine(leaver.student))[0]!.status).toBe('requested');

    const letterId = (await mine(deleter.student))[0]!.letterId;
    expect((await as(deleter.student, 'DELETE', `/api/letters/${letterId}`)).statusCode).toBe(204);
    expect(await approvals(counselor, id)).toMatchObject({ count: 0, approvals: [] });
    expect((await queueOf(okafor)).map((row) => row.id)).toEqual([left]);
  });

  it('pages the queue, oldest first, and refuses a bad page naming it', async () => {
    const { counselor, id, code } = await school();
    await putLetterSettings(ctx.app, counselor, id, { askFrom: null, approvalRequired: true });
    const asker = await verifiedStudent(code);
    const ids: string[] = [];
    for (let index = 0; index < 27; index += 1) ids.push(await askTeacher(ctx.app, asker, `teacher${index}@example.com`));
    // Each made a second before the one asked before it: the last asked is the oldest.
    for (const [index, requestId] of ids.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, 59 - index)).toISOString();
      await ctx.database.handle.db.updateTable('letter_requests').set({ created_at: at }).where('id', '=', requestId).execute();
    }
    ids.reverse();
    const first = await approvals(counselor, id);
    const second = await approvals(counselor, id, 2);
    expect(first).toMatchObject({ count: 27, pageSize: 25 });
    expect([...first.approvals, ...second.approvals].map((row) => row.requestId)).toEqual(ids);
    const refused = await as(counselor, 'GET', `/api/high-schools/${id}/letter-approvals?page=0`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('page');
  });
});
