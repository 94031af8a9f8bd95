import type { CreateApplicationBody } from '@campuspath/contract/applications';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import type { CreateTaskBody } from '@campuspath/contract/tasks';
import { buildApplicationBody, buildTaskBody } from '../../../../test/factories.ts';
import type { App } from '../app.ts';
import type { SignedInUser } from './factories.ts';

/** Georgia Tech (Atlanta, America/New_York) and Stanford (America/Los_Angeles): schools in two zones. */
export const GEORGIA_TECH = 139755;
export const STANFORD = 243744;

/** The date `days` from `now`'s calendar day in `zone`. */
export const dateInDays = (days: number, zone: string, now: Date = new Date()): string => addDaysIso(dateIn(zone, now), days);

/** Creates an application through the API and returns its id. */
export async function addApplication(
  app: App,
  student: SignedInUser,
  body: Partial<CreateApplicationBody> & Pick<CreateApplicationBody, 'schoolId'>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie: student.cookie },
    payload: buildApplicationBody(body),
  });
  if (response.statusCode !== 201) throw new Error(`Creating an application failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Creates a task through the API and returns its id. */
export async function addTask(app: App, student: SignedInUser, body: Partial<CreateTaskBody> = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: { cookie: student.cookie },
    payload: buildTaskBody(body),
  });
  if (response.statusCode !== 201) throw new Error(`Creating a task failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { task: { id: string } }).task.id;
}
