import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signedInResponseSchema } from '@campuspath/contract/auth';
import { nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import { dashboardSchema } from '@campuspath/contract/dashboard';
import { deadlinesResponseSchema } from '@campuspath/contract/deadlines';
import { offerListResponseSchema } from '@campuspath/contract/offers';
import { reminderSettingsSchema } from '@campuspath/contract/reminders';
import { timelineSchema } from '@campuspath/contract/timeline';
import { sessionCookieFrom } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { removeExpiredDemoAccounts } from './demo.service.ts';

const ctx = useTestApp();

async function startDemo() {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(response.statusCode, response.body).toBe(201);
  return { user: signedInResponseSchema.parse(response.json()).user, cookie: sessionCookieFrom(response.headers['set-cookie']) };
}

describe('POST /api/auth/demo', () => {
  it('signs into a fresh private demo account with a full workspace that expires after a day', async () => {
    const { user, cookie } = await startDemo();
    expect(user).toMatchObject({ isDemo: true, role: 'student', profileComplete: true });
    const hours = (Date.parse(user.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
    const dashboard = dashboardSchema.parse(response.json());
    expect(dashboard.savedCount).toBe(8);
    expect(dashboard.applicationProgress.total).toBeGreaterThan(0);
    expect(Object.values(dashboard.applicationProgress.counts).every((count) => count > 0)).toBe(true);
    expect(dashboard.academics.gpaTrend).toHaveLength(7);
    expect(dashboard.upcomingTasks.length).toBeGreaterThan(0);
    expect(dashboard.upcomingDeadlines.count).toBeGreaterThan(0);
  });

  it('holds a sample aid offer on its accepted application, marked as a sample and computed like any other', async () => {
    const { cookie } = await startDemo();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/offers', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const list = offerListResponseSchema.parse(response.json());
    expect(list.sample).toBe(true);
    expect(list.offers).toHaveLength(1);
    const [offer] = list.offers;
    expect(offer!.schoolName).toMatch(/^Purdue University/);
    expect(offer!.entries.notes).toBe('Sample offer: made-up figures for the demo, not the college’s own.');
    // 42,500 cost − 13,500 gift aid = 29,000; − 2,500 work-study − 5,500 loans = 21,000 (Parent PLUS not planned).
    expect(offer!.figures).toMatchObject({ costOfAttendance: 42_500, giftAid: 13_500, netPrice: 29_000, mustCover: 21_000 });
    expect(offer!.flags.map((flag) => flag.kind)).toContain('loan-listed-as-award');
    expect(list.accepted.map((application) => application.hasOffer)).toEqual([true]);
  });

  it('refuses a language it does not have, naming the field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { locale: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('locale');
  });

  it('gives every visitor their own demo account', async () => {
    const first = await startDemo();
    const second = await startDemo();
    expect(first.user.id).not.toBe(second.user.id);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: second.cookie } });
    expect(exported.json().account.id).toBe(second.user.id);
  });

  it('cannot be signed into with a password', async () => {
    const { user } = await startDemo();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'anything at all' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('removes expired demo accounts with their rows and files', async () => {
    const { user, cookie } = await startDemo();
    const db = ctx.database.handle.db;
    const keys = (await db.selectFrom('documents').select('storage_key').where('user_id', '=', user.id).execute()).map(
      (row) => row.storage_key,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(readdirSync(ctx.files.dir)).toEqual(expect.arrayContaining(keys));

    await db
      .updateTable('users')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', user.id)
      .execute();
    // An expired demo session already counts as signed out.
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toEqual({ user: null });

    await removeExpiredDemoAccounts({ db, storage: ctx.files.storage, now: () => new Date() });
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    for (const table of [
      'applications',
      'essays',
      'documents',
      'letters',
      'tasks',
      'saved_schools',
      'compare_items',
      'profiles',
      'sessions',
    ] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    const left = readdirSync(ctx.files.dir);
    for (const key of keys) expect(left).not.toContain(key);
  });
});

describe('the demo workspace never passes as real', () => {
  it('marks every dated item as a sample in the deadlines, the timeline and the calendar feed, and claims no college date', async () => {
    const { user, cookie } = await startDemo();
    const get = (url: string) => ctx.app.inject({ url, headers: { cookie } });
    const year = user.graduationYear!;
    const deadlines = deadlinesResponseSchema.parse((await get(`/api/deadlines?from=${year - 1}-06-01&to=${year}-06-30`)).json());
    expect(deadlines.items.length).toBeGreaterThan(5);
    for (const item of deadlines.items) {
      expect(item.sample, item.title).toBe(true);
      expect(item.title).toMatch(/^Sample: /);
    }
    // Application deadlines are the national typical dates of their round only.
    const typical = new Set(
      nationalAdmissionsDates(year)
        .filter((date) => date.kind === 'typical')
        .map((date) => date.date),
    );
    for (const item of deadlines.items.filter((entry) => entry.kind === 'application')) expect(typical, item.title).toContain(item.date);

    const timeline = timelineSchema.parse((await get('/api/timeline')).json());
    const items = timeline.steps.flatMap((step) => step.items);
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((item) => item.sample && item.title.startsWith('Sample: '))).toBe(true);
    expect(items.filter((item) => item.kind === 'decision')).toEqual([]);

    const settings = reminderSettingsSchema.parse((await get('/api/reminders/settings')).json());
    const feed = await ctx.app.inject({ url: new URL(settings.feed!.url).pathname });
    expect(feed.statusCode).toBe(200);
    const unfolded = feed.body.replace(/\r\n[ \t]/g, '');
    const summaries = [...unfolded.matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1]!);
    const own = summaries.filter((summary) => !/national date|check each college/.test(summary));
    expect(own.length).toBe(items.length);
    for (const summary of own) expect(summary).toMatch(/^Sample: /);
    expect(unfolded).toContain('Sample item from the CampusPath demo');
  });
});
