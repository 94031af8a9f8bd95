import { describe, expect, it } from 'vitest';
import type { Application } from '@campuspath/contract/applications';
import { applyListView, readListView } from './application-list-view.ts';

const app = (id: string, name: string, overrides: Partial<Application> = {}): Application => ({
  id,
  schoolId: 1,
  school: { id: 1, name, slug: name.toLowerCase(), city: 'City', state: 'CA' },
  round: 'regular-decision',
  status: 'drafting',
  deadline: null,
  timeZone: null,
  decisionDate: null,
  notes: '',
  portalUrl: null,
  checklist: [],
  progress: 0,
  missingItems: [],
  decidedOn: null,
  replyDeadline: null,
  replyDeadlineSource: null,
  replyDeadlineBy: null,
  depositPaid: false,
  attending: false,
  waitlistReplyDate: null,
  linkedEssays: 0,
  linkedDocuments: 0,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const list = [
  app('a', 'Yale University', { deadline: '2027-01-02', status: 'submitted', progress: 100 }),
  app('b', 'Brown University', { deadline: null, status: 'in-progress', progress: 40 }),
  app('c', 'MIT', { deadline: '2026-11-01', status: 'drafting', progress: 10 }),
  app('d', 'Amherst College', { deadline: '2026-11-15', status: 'accepted', progress: 80 }),
];
const ids = (applications: Application[]) => applications.map((application) => application.id);

describe('applications list view', () => {
  it('sorts by deadline (none last), name, status along the pipeline and progress (furthest first)', () => {
    expect(ids(applyListView(list, { status: 'all', sort: 'deadline' }))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(applyListView(list, { status: 'all', sort: 'name' }))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(applyListView(list, { status: 'all', sort: 'status' }))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(applyListView(list, { status: 'all', sort: 'progress' }))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('filters by status', () => {
    expect(ids(applyListView(list, { status: 'submitted', sort: 'deadline' }))).toEqual(['a']);
    expect(applyListView(list, { status: 'rejected', sort: 'deadline' })).toEqual([]);
  });

  it('reads the view from the URL, ignoring unknown values', () => {
    expect(readListView(new URLSearchParams('status=waitlisted&sort=progress'))).toEqual({ status: 'waitlisted', sort: 'progress' });
    expect(readListView(new URLSearchParams('status=lost&sort=random'))).toEqual({ status: 'all', sort: 'deadline' });
  });
});
