import { describe, expect, it } from 'vitest';
import type { Task } from '@campuspath/contract/tasks';
import { applyTaskListView, readTaskListView } from './task-list-view.ts';

const task = (id: string, dueDate: string | null, completed = false): Task => ({
  id,
  title: id,
  dueDate,
  completed,
  category: 'other',
  priority: 'medium',
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const tasks = [task('b', '2026-10-02'), task('none', null), task('a', '2026-10-01', true), task('c', '2026-12-01')];

describe('task list view', () => {
  it('reads the filter and sort from the URL, falling back to all and soonest first', () => {
    expect(readTaskListView(new URLSearchParams('filter=completed&sort=due-desc'))).toEqual({ filter: 'completed', sort: 'due-desc' });
    expect(readTaskListView(new URLSearchParams('filter=nope&sort=x'))).toEqual({ filter: 'all', sort: 'due-asc' });
  });

  it('sorts by due date either way with undated tasks last', () => {
    expect(applyTaskListView(tasks, { filter: 'all', sort: 'due-asc' }).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'none']);
    expect(applyTaskListView(tasks, { filter: 'all', sort: 'due-desc' }).map((entry) => entry.id)).toEqual(['c', 'b', 'a', 'none']);
  });

  it('keeps tasks still to do under Upcoming and done ones under Completed', () => {
    expect(applyTaskListView(tasks, { filter: 'upcoming', sort: 'due-asc' }).map((entry) => entry.id)).toEqual(['b', 'c', 'none']);
    expect(applyTaskListView(tasks, { filter: 'completed', sort: 'due-asc' }).map((entry) => entry.id)).toEqual(['a']);
  });
});
