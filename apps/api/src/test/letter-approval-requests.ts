import { buildApplicationBody } from '../../../../test/factories.ts';
import type { App } from '../app.ts';
import type { SignedInUser } from './factories.ts';
import { joinSchool, signUpAs } from './roles.ts';
import { testCatalog } from './test-app.ts';

/** Letter rules and approvals through the API, for the tests that need a school's waiting request. */

const call = async (app: App, user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.statusCode} ${response.body}`);
  return response.json() as unknown;
};

/** The counselor sets the school's letter rules. */
export const putLetterSettings = (
  app: App,
  counselor: SignedInUser,
  schoolId: string,
  settings: { askFrom: string | null; approvalRequired: boolean },
) => call(app, counselor, 'PUT', `/api/high-schools/${schoolId}/letter-settings`, settings);

/** A student of the school (joined with its code) with one application, ready to ask a teacher. */
export async function schoolStudent(app: App, joinCode: string, name = 'Jordan Park') {
  const student = await signUpAs(app, 'student', name);
  await joinSchool(app, student, joinCode);
  const application = (await call(
    app,
    student,
    'POST',
    '/api/applications',
    buildApplicationBody({ schoolId: testCatalog().schools[0]!.id, deadline: '2026-12-01' }),
  )) as { id: string };
  return { student, applicationId: application.id };
}

/** The student asks a teacher; returns the request's id (it waits when the school asks for approval). */
export async function askTeacher(
  app: App,
  asker: { student: SignedInUser; applicationId: string },
  teacherEmail = 'approval.teacher@example.com',
  note = 'Please mention the robotics club.',
): Promise<string> {
  const asked = (await call(app, asker.student, 'POST', '/api/letter-requests', {
    teacherName: 'Ms. Lin',
    teacherEmail,
    applicationIds: [asker.applicationId],
    note,
    waived: true,
  })) as { request: { id: string } };
  return asked.request.id;
}
