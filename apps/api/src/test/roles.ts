import type { AccountRole } from '@campuspath/contract/auth-terms';
import type { CreatedHighSchoolResponse } from '@campuspath/contract/high-schools';
import type { ParentInvitationResponse } from '@campuspath/contract/sharing';
import { buildHighSchoolBody } from '../../../../test/factories.ts';
import type { App } from '../app.ts';
import { signUp, type SignedInUser } from './factories.ts';

/** Accounts of each role and the sharing between them, made through the API. */

export const signUpAs = (app: App, role: AccountRole, name?: string): Promise<SignedInUser> =>
  signUp(app, { role, ...(name ? { name } : {}) });

/** A counselor and the high school they created, with its join code. */
export async function createSchool(app: App, counselor: SignedInUser): Promise<CreatedHighSchoolResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/high-schools',
    headers: { cookie: counselor.cookie },
    payload: buildHighSchoolBody(),
  });
  if (response.statusCode !== 201) throw new Error(`Creating a school failed: ${response.statusCode} ${response.body}`);
  return response.json() as CreatedHighSchoolResponse;
}

/** The student joins the school whose join code this is. */
export async function joinSchool(app: App, student: SignedInUser, code: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/high-schools/join',
    headers: { cookie: student.cookie },
    payload: { code },
  });
  if (response.statusCode !== 200) throw new Error(`Joining failed: ${response.statusCode} ${response.body}`);
}

/** The token at the end of an invitation URL. */
export const tokenOf = (url: string): string => new URL(url).searchParams.get('token')!;

/** The student invites `parentEmail`; returns the invitation and its link's token. */
export async function inviteParent(app: App, student: SignedInUser, parentEmail: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sharing/invitations',
    headers: { cookie: student.cookie },
    payload: { email: parentEmail },
  });
  if (response.statusCode !== 201) throw new Error(`Inviting failed: ${response.statusCode} ${response.body}`);
  const { invitation } = response.json() as ParentInvitationResponse;
  return { invitation, token: tokenOf(invitation.url) };
}

/** A parent account that accepted the student's invitation (a new one unless `parent` is given); returns the parent and their share's id. */
export async function followStudent(
  app: App,
  student: SignedInUser,
  parent?: SignedInUser,
): Promise<{ parent: SignedInUser; shareId: string }> {
  const viewer = parent ?? (await signUpAs(app, 'parent'));
  const { token } = await inviteParent(app, student, viewer.email);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/sharing/invitations/accept',
    headers: { cookie: viewer.cookie },
    payload: { token },
  });
  if (accepted.statusCode !== 204) throw new Error(`Accepting failed: ${accepted.statusCode} ${accepted.body}`);
  const sharing = await app.inject({ url: '/api/sharing', headers: { cookie: student.cookie } });
  const share = (sharing.json() as { viewers: { id: string; name: string }[] }).viewers.find((row) => row.name === viewer.user.name);
  return { parent: viewer, shareId: share!.id };
}

/** The student turns "Share with my school's counselors" on or off. */
export async function shareWithSchool(app: App, student: SignedInUser, shared: boolean): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/sharing/school',
    headers: { cookie: student.cookie },
    payload: { shared },
  });
  if (response.statusCode !== 200) throw new Error(`School sharing failed: ${response.statusCode} ${response.body}`);
}

/** A counselor ("Ms. Rivera") with their new school and its join code: the start of every school test. */
export async function counselorWithSchool(app: App): Promise<{ counselor: SignedInUser; schoolId: string; joinCode: string }> {
  const counselor = await signUpAs(app, 'counselor', 'Ms. Rivera');
  const school = await createSchool(app, counselor);
  return { counselor, schoolId: school.highSchool.id, joinCode: school.joinCode.joinCode };
}
