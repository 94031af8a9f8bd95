import { describe, expect, it } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import { buildEssayBody } from '../../../../../test/factories.ts';
import { signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { followStudent } from '../../test/roles.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';
import { PUBLIC_URL, ZONE, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

/**
 * The parent's weekly digest: on the parent's own digest switch, to a verified address
 * only, Monday from 8:00 in the parent's zone, once a week per parent and student, listing only
 * what the student shares with that parent, and unsubscribable with its link.
 */
const { ctx, scheduler, to, second } = useSchedulerTest();

let offset = 0;
while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
/** The next Monday in Chicago, and the ones after it. */
const monday = (weeksLater = 0, hour = 9) => instantAt(dateInDays(offset + 7 * weeksLater, ZONE), hour, 0, ZONE);

const as = (user: SignedInUser, method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function digestSwitch(parent: SignedInUser, weeklyDigest: boolean) {
  const response = await as(parent, 'PUT', '/api/reminders/settings', {
    leadDays: [30, 14, 7, 3, 1],
    channels: { inApp: true, email: false, calendar: true },
    quietHours: null,
    weeklyDigest,
    timeZone: ZONE,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A student with a task, an application and an essay due in the week after `monday()`, and one far off. */
async function studentWithDeadlines(name: string): Promise<SignedInUser> {
  const student = await signUp(ctx.app, { name });
  await addTask(ctx.app, student, { title: `${name}: send transcript`, dueDate: dateInDays(offset + 3, ZONE) });
  await addTask(ctx.app, student, { title: `${name}: far task`, dueDate: dateInDays(offset + 60, ZONE) });
  await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, deadline: dateInDays(offset + 5, ZONE) });
  const essay = await as(
    student,
    'POST',
    '/api/essays',
    buildEssayBody({ title: `${name}: secret essay`, dueDate: dateInDays(offset + 2, ZONE) }),
  );
  expect(essay.statusCode, essay.body).toBe(201);
  return student;
}

async function parentFollowing(...students: SignedInUser[]): Promise<{ parent: SignedInUser; shareIds: string[] }> {
  return parentIn('en', ...students);
}

async function parentIn(locale: 'en' | 'es', ...students: SignedInUser[]): Promise<{ parent: SignedInUser; shareIds: string[] }> {
  const parent = await signUpVerified(ctx.app, ctx.mail, { role: 'parent', name: 'Rosa Chen', locale });
  const shareIds: string[] = [];
  for (const student of students) shareIds.push((await followStudent(ctx.app, student, parent)).shareId);
  await digestSwitch(parent, true);
  return { parent, shareIds };
}

describe("the parent's weekly digest", () => {
  it('goes out once a week per student, with only what the student shares, linking to the parent’s view', async () => {
    const maya = await studentWithDeadlines('Maya Chen');
    const { parent } = await parentFollowing(maya);

    expect((await scheduler().tick(monday(0, 7))).sent).toBe(0);
    expect((await scheduler().tick(monday(0, 9))).sent).toBe(1);
    // Exactly once, from this process or another one on the same database.
    expect((await scheduler().tick(monday(0, 10))).sent).toBe(0);
    expect((await scheduler({ db: second().db }).tick(monday(0, 11))).sent).toBe(0);

    const emails = to(parent);
    expect(emails).toHaveLength(1);
    const [digest] = emails;
    expect(digest!.subject).toBe("Maya Chen's week: 2 items due soon");
    expect(digest!.text).toContain('Hi Rosa,');
    expect(digest!.text).toContain('Maya Chen: send transcript');
    expect(digest!.text).toContain('Georgia Institute of Technology');
    // Essays are not shared with parents by default; far items are not this week's.
    expect(digest!.text).not.toContain('secret essay');
    expect(digest!.text).not.toContain('far task');
    expect(digest!.text).toContain(`${PUBLIC_URL}/students/${maya.user.id}`);
    expect(digest!.text).not.toContain(`${PUBLIC_URL}/tasks`);
    expect(digest!.headers['list-unsubscribe']).toContain(`${PUBLIC_URL}/api/unsubscribe?token=`);
    // The student's own digest is off: nothing to the student.
    expect(to(maya)).toEqual([]);
  });

  it('follows the student’s switches at the moment it is written', async () => {
    const maya = await studentWithDeadlines('Maya Lee');
    const { parent, shareIds } = await parentFollowing(maya);
    const switched = await as(maya, 'PATCH', `/api/sharing/viewers/${shareIds[0]}`, { scopes: { tasks: false, essays: true } });
    expect(switched.statusCode, switched.body).toBe(200);

    expect((await scheduler().tick(monday())).sent).toBe(1);
    const [digest] = to(parent);
    expect(digest!.text).toContain('Maya Lee: secret essay');
    expect(digest!.text).not.toContain('send transcript');

    // Nothing shared that has dates: the week is recorded as skipped, and no email goes out.
    await as(maya, 'PATCH', `/api/sharing/viewers/${shareIds[0]}`, { scopes: { colleges: false, essays: false } });
    expect((await scheduler().tick(monday(1))).sent).toBe(0);
    const rows = await ctx.database.handle.db
      .selectFrom('reminder_deliveries')
      .select(['delivery_key', 'status'])
      .where('user_id', '=', parent.user.id)
      .where('item_key', '=', maya.user.id)
      .orderBy('claimed_at')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'skipped']);
    expect(rows[0]!.delivery_key).toMatch(/^family-digest:\d{4}-W\d{2}:/);
  });

  it('sends one email per student a parent follows (siblings), and none once the student revokes', async () => {
    const maya = await studentWithDeadlines('Maya Park');
    const leo = await studentWithDeadlines('Leo Park');
    const { parent, shareIds } = await parentFollowing(maya, leo);
    expect((await scheduler().tick(monday())).sent).toBe(2);
    expect(to(parent).map((email) => email.subject)).toEqual(
      expect.arrayContaining(["Maya Park's week: 2 items due soon", "Leo Park's week: 2 items due soon"]),
    );

    expect((await as(maya, 'DELETE', `/api/sharing/viewers/${shareIds[0]}`)).statusCode).toBe(204);
    expect((await scheduler().tick(monday(1))).sent).toBe(1);
    expect(to(parent).at(-1)!.subject).toBe("Leo Park's week: 2 items due soon");
  });

  it('is off until the parent turns it on, never reaches an unverified address, and unsubscribes with its link', async () => {
    const maya = await studentWithDeadlines('Maya Diaz');
    const unverified = await signUp(ctx.app, { role: 'parent' });
    await followStudent(ctx.app, maya, unverified);
    await digestSwitch(unverified, true);
    const { parent } = await parentFollowing(maya);
    await digestSwitch(parent, false);
    expect((await scheduler().tick(monday())).sent).toBe(0);

    await digestSwitch(parent, true);
    expect((await scheduler().tick(monday(1))).sent).toBe(1);
    expect(to(unverified)).toEqual([]);
    const token = /Stop the weekly digest with one click: \S+token=(\S+)/.exec(to(parent)[0]!.text)![1]!;
    const result = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
    expect(result.json()).toEqual({ channel: 'digest', description: 'the weekly digest' });
    expect((await scheduler().tick(monday(2))).sent).toBe(0);
  });

  it("is written in the parent's language, whatever the student's, with the dates in it and links to the Spanish pages", async () => {
    const maya = await studentWithDeadlines('Maya Ruiz');
    expect(maya.user.locale).toBe('en');
    const { parent } = await parentIn('es', maya);
    expect((await scheduler().tick(monday())).sent).toBe(1);
    const [digest] = to(parent);
    expect(digest!.subject).toBe('La semana de Maya Ruiz: 2 pendientes vencen pronto');
    expect(digest!.text).toContain('Hola, Rosa:');
    expect(digest!.text).toContain('Esta es la semana de Maya Ruiz en CampusPath, en lo que comparte con usted.');
    expect(digest!.text).toMatch(/Maya Ruiz: send transcript: quedan \d+ días, \p{L}+, \d{1,2} de \p{L}+ de \d{4}/u);
    expect(digest!.text).toContain(`Ver el plan de Maya Ruiz: ${PUBLIC_URL}/es/students/${maya.user.id}`);
    expect(digest!.text).toContain(`Cambiar su configuración de recordatorios: ${PUBLIC_URL}/es/`);
    expect(digest!.html).toContain('<html lang="es">');
    expect(digest!.text).not.toMatch(/Here is|due soon|days left/);
  });
});
