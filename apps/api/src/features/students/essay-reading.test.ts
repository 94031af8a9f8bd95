import { describe, expect, it } from 'vitest';
import { essayResponseSchema, essayVersionListResponseSchema, essayVersionResponseSchema } from '@campuspath/contract/essays';
import { noteListResponseSchema } from '@campuspath/contract/notes';
import { buildEssayBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Essays a viewer can read: with the essays scope, a counselor (or a parent the student shares
 * essays with) reads the current text and each saved copy, read-only, and the counselor's notes
 * form the thread the student reads beside the editor. Without the scope, every read is a 404.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function studentWithEssay() {
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const { joinCode } = await createSchool(ctx.app, counselor);
  const student = await signUpAs(ctx.app, 'student', 'Maya');
  await joinSchool(ctx.app, student, joinCode.joinCode);
  await shareWithSchool(ctx.app, student, true);
  const essay = essayResponseSchema.parse(
    (await as(student, 'POST', '/api/essays', buildEssayBody({ title: 'Why Oberlin' }))).json(),
  ).essay;
  const saved = await as(student, 'PATCH', `/api/essays/${essay.id}`, { version: essay.version, body: 'My grandmother kept bees.' });
  expect(saved.statusCode).toBe(200);
  const viewers = (await as(student, 'GET', '/api/sharing')).json() as { viewers: { id: string }[] };
  const essayUrl = `/api/students/${student.user.id}/essays/${essay.id}`;
  return { counselor, student, essayId: essay.id, schoolShare: viewers.viewers[0]!.id, essayUrl };
}

const shareEssays = async (student: SignedInUser, shareId: string, essays: boolean) =>
  expect((await as(student, 'PATCH', `/api/sharing/viewers/${shareId}`, { scopes: { essays } })).statusCode).toBe(200);

describe('a viewer reads a shared essay', () => {
  it('gives the text and the saved copies only with the essays scope', async () => {
    const { counselor, student, schoolShare, essayUrl } = await studentWithEssay();
    // Essays are off by default for the school: the essay, its copies and one copy are all 404.
    expect((await as(counselor, 'GET', essayUrl)).statusCode).toBe(404);
    expect((await as(counselor, 'GET', `${essayUrl}/versions`)).statusCode).toBe(404);

    await shareEssays(student, schoolShare, true);
    const read = essayResponseSchema.parse((await as(counselor, 'GET', essayUrl)).json()).essay;
    expect(read).toMatchObject({ title: 'Why Oberlin', body: 'My grandmother kept bees.', wordCount: 4 });
    const versions = essayVersionListResponseSchema.parse((await as(counselor, 'GET', `${essayUrl}/versions`)).json()).versions;
    expect(versions.map((version) => version.preview)).toEqual(['My grandmother kept bees.']);
    const copy = essayVersionResponseSchema.parse((await as(counselor, 'GET', `${essayUrl}/versions/${versions[0]!.id}`)).json());
    expect(copy.version.body).toBe('My grandmother kept bees.');
    const unknown = `/api/students/${student.user.id}/essays/00000000-0000-4000-8000-000000000000`;
    expect((await as(counselor, 'GET', unknown)).statusCode).toBe(404);

    // Switched off again: gone on the next read, like any other scope.
    await shareEssays(student, schoolShare, false);
    expect((await as(counselor, 'GET', essayUrl)).statusCode).toBe(404);
    expect((await as(counselor, 'GET', `${essayUrl}/versions/${versions[0]!.id}`)).statusCode).toBe(404);
  });

  it('is read-only: a viewer cannot change or restore the essay through its own routes', async () => {
    const { counselor, student, schoolShare, essayId, essayUrl } = await studentWithEssay();
    await shareEssays(student, schoolShare, true);
    const versions = essayVersionListResponseSchema.parse((await as(counselor, 'GET', `${essayUrl}/versions`)).json()).versions;
    expect((await as(counselor, 'PATCH', `/api/essays/${essayId}`, { version: 2, body: 'Edited' })).statusCode).toBe(404);
    const restore = await as(counselor, 'POST', `/api/essays/${essayId}/versions/${versions[0]!.id}/restore`, { version: 2 });
    expect(restore.statusCode).toBe(404);
    expect(essayResponseSchema.parse((await as(student, 'GET', `/api/essays/${essayId}`)).json()).essay.body).toBe(
      'My grandmother kept bees.',
    );
  });

  it("answers 404 for another school's counselor, another student and an unknown essay", async () => {
    const { student, schoolShare, essayUrl } = await studentWithEssay();
    await shareEssays(student, schoolShare, true);
    const otherCounselor = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, otherCounselor);
    const otherStudent = await signUpAs(ctx.app, 'student');
    for (const user of [otherCounselor, otherStudent]) expect((await as(user, 'GET', essayUrl)).statusCode).toBe(404);
    const { counselor } = await studentWithEssay();
    // A counselor of the student's school only: this counselor counsels a different Maya.
    expect((await as(counselor, 'GET', essayUrl)).statusCode).toBe(404);
  });

  it('lets a parent read only when the student shares essays with them', async () => {
    const { student, essayUrl } = await studentWithEssay();
    const { parent, shareId } = await followStudent(ctx.app, student);
    expect((await as(parent, 'GET', essayUrl)).statusCode).toBe(404);
    await shareEssays(student, shareId, true);
    expect(essayResponseSchema.parse((await as(parent, 'GET', essayUrl)).json()).essay.body).toBe('My grandmother kept bees.');
  });

  it("threads the counselor's note on the essay for the student", async () => {
    const { counselor, student, schoolShare, essayId } = await studentWithEssay();
    await shareEssays(student, schoolShare, true);
    const note = { targetKind: 'essay', targetId: essayId, body: 'Start with the bees.' };
    expect((await as(counselor, 'POST', `/api/students/${student.user.id}/notes`, note)).statusCode).toBe(201);
    const thread = noteListResponseSchema.parse((await as(student, 'GET', `/api/essays/${essayId}/notes`)).json()).notes;
    expect(thread.map((row) => [row.authorName, row.body])).toEqual([['Ms. Rivera', 'Start with the bees.']]);
  });
});
