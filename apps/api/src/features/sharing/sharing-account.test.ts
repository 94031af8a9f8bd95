import { describe, expect, it } from 'vitest';
import { sharingResponseSchema } from '@campuspath/contract/sharing';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, inviteParent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * In "Download all my data" and "Delete my account": the export holds what is shared
 * and with whom (no token hashes); deleting a student removes their shares and every viewer's
 * access with them; deleting a viewer removes them from the student's list; a school's last
 * counselor cannot leave its students without one.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'GET' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const deleteAccount = (user: SignedInUser) => as(user, 'DELETE', '/api/account', { password: user.password });

describe('sharing in the account export', () => {
  it("exports the student's school, viewers with their switches and last views, and invitations, without hashes", async () => {
    const student = await signUpAs(ctx.app, 'student', 'Maya');
    const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    await joinSchool(ctx.app, student, joinCode.joinCode);
    await shareWithSchool(ctx.app, student, true);
    const { parent } = await followStudent(ctx.app, student);
    await as(parent, 'GET', `/api/students/${student.user.id}/plan`);
    const { token } = await inviteParent(ctx.app, student, 'aunt@example.com');

    const exported = (await as(student, 'GET', '/api/account/export')).json();
    expect(exported.account.role).toBe('student');
    expect(exported.highSchools).toEqual([expect.objectContaining({ id: highSchool.id, name: highSchool.name, as: 'student' })]);
    expect(exported.sharedWith).toHaveLength(2);
    expect(exported.sharedWith).toContainEqual(
      expect.objectContaining({
        viewer: parent.user.name,
        scopes: expect.objectContaining({ costs: true, essays: false }),
        lastViewed: [expect.objectContaining({ name: parent.user.name })],
      }),
    );
    expect(exported.sharedWith).toContainEqual(expect.objectContaining({ viewer: `Counselors of ${highSchool.name}` }));
    expect(exported.invitationsSent).toContainEqual(expect.objectContaining({ kind: 'parent', email: 'aunt@example.com', usedAt: null }));
    const text = JSON.stringify(exported);
    expect(text).not.toContain(token);
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain('join_code_hash');

    const parentExport = (await as(parent, 'GET', '/api/account/export')).json();
    expect(parentExport.following).toEqual([expect.objectContaining({ student: 'Maya' })]);
    const counselorExport = (await as(counselor, 'GET', '/api/account/export')).json();
    expect(counselorExport.highSchools).toEqual([expect.objectContaining({ id: highSchool.id, as: 'counselor' })]);
  });
});

describe('deleting an account', () => {
  it("removes a student's shares, and with them every parent's and counselor's access", async () => {
    const student = await signUpAs(ctx.app, 'student');
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    await joinSchool(ctx.app, student, joinCode.joinCode);
    await shareWithSchool(ctx.app, student, true);
    const { parent } = await followStudent(ctx.app, student);
    expect((await as(parent, 'GET', `/api/students/${student.user.id}/plan`)).statusCode).toBe(200);

    expect((await deleteAccount(student)).statusCode).toBe(204);
    for (const viewer of [parent, counselor]) {
      expect((await as(viewer, 'GET', '/api/students')).json()).toEqual({ students: [], stoppedSharing: [] });
      expect((await as(viewer, 'GET', `/api/students/${student.user.id}/plan`)).statusCode).toBe(404);
    }
    expect((await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/caseload`)).json()).toMatchObject({ count: 0 });
    const db = ctx.database.handle.db;
    expect(await db.selectFrom('shares').selectAll().where('user_id', '=', student.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('invitations').selectAll().where('user_id', '=', student.user.id).execute()).toEqual([]);
  });

  it("removes a deleted parent from the student's viewers", async () => {
    const student = await signUpAs(ctx.app, 'student');
    const { parent } = await followStudent(ctx.app, student);
    expect((await deleteAccount(parent)).statusCode).toBe(204);
    expect(sharingResponseSchema.parse((await as(student, 'GET', '/api/sharing')).json()).viewers).toEqual([]);
  });

  it("refuses to delete a school's last counselor while it has students, and deletes an empty school with its counselor", async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, joinCode.joinCode);
    const refused = await deleteAccount(counselor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'last_counselor', message: expect.stringContaining(highSchool.name) });
    expect((await as(counselor, 'GET', `/api/high-schools/${highSchool.id}`)).statusCode).toBe(200);

    expect((await as(student, 'DELETE', '/api/high-schools/membership')).statusCode).toBe(204);
    expect((await deleteAccount(counselor)).statusCode).toBe(204);
    const left = await ctx.database.handle.db.selectFrom('high_schools').select('id').where('id', '=', highSchool.id).execute();
    expect(left).toEqual([]);
  });
});
