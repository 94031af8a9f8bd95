/**
 * The signed-in pages the web benchmark measures, with the accounts behind them, made through the
 * API of the bench's own server: a student with three applications who shares with a parent and
 * with their school's counselors, that parent and that counselor. Each page comes with the cookie
 * of the account that opens it.
 */
import { buildSignupBody } from '../../../test/factories.ts';

export interface SignedInPage {
  /** The page as the table names it ("/students/… (counselor)"). */
  label: string;
  path: string;
  cookie: string;
}

// Stanford, MIT, Yale: three applications, as in the first-response bench.
const SCHOOLS = [243744, 166683, 130794];

async function call(origin: string, cookie: string | null, method: string, path: string, body?: object): Promise<Response> {
  const response = await fetch(origin + path, {
    method,
    headers: { origin, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signUp(origin: string, role: 'student' | 'parent' | 'counselor') {
  const response = await call(origin, null, 'POST', '/api/auth/signup', buildSignupBody({ role }));
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  const { user } = (await response.json()) as { user: { id: string } };
  // The zone a first visit saves (which makes the dated pages read again, once).
  await call(origin, cookie, 'PUT', '/api/reminders/time-zone', { timeZone: 'America/Chicago' });
  return { cookie, id: user.id };
}

export async function signedInPages(origin: string): Promise<SignedInPage[]> {
  const student = await signUp(origin, 'student');
  for (const schoolId of SCHOOLS) await call(origin, student.cookie, 'POST', '/api/applications', { schoolId, round: 'early-action' });

  const counselor = await signUp(origin, 'counselor');
  const school = (await (
    await call(origin, counselor.cookie, 'POST', '/api/high-schools', { name: 'Bench High School', city: 'Springfield', state: 'IL' })
  ).json()) as { joinCode: { joinCode: string } };
  await call(origin, student.cookie, 'POST', '/api/high-schools/join', { code: school.joinCode.joinCode });
  await call(origin, student.cookie, 'PUT', '/api/sharing/school', { shared: true });

  const parentBody = buildSignupBody({ role: 'parent' });
  const parentResponse = await call(origin, null, 'POST', '/api/auth/signup', parentBody);
  const parentCookie = parentResponse.headers.getSetCookie()[0]!.split(';')[0]!;
  const invited = (await (await call(origin, student.cookie, 'POST', '/api/sharing/invitations', { email: parentBody.email })).json()) as {
    invitation: { url: string };
  };
  const token = new URL(invited.invitation.url).searchParams.get('token');
  await call(origin, parentCookie, 'POST', '/api/sharing/invitations/accept', { token });

  const studentPages = ['/dashboard', '/applications', '/timeline', '/tasks', '/checklist', '/saved', '/recommendations', '/academics'];
  return [
    ...studentPages.map((path) => ({ label: path, path, cookie: student.cookie })),
    { label: '/family (parent)', path: '/family', cookie: parentCookie },
    { label: '/students/… (parent)', path: `/students/${student.id}`, cookie: parentCookie },
    { label: '/caseload (counselor)', path: '/caseload', cookie: counselor.cookie },
    { label: '/students/… (counselor)', path: `/students/${student.id}`, cookie: counselor.cookie },
  ];
}
