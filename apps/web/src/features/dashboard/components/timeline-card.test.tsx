import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineStep } from '@campuspath/contract/dashboard';
import { renderApp } from '../../../testing/render-app.tsx';
import { TimelineCard } from './timeline-card.tsx';

/** The dashboard's timeline card follows the season: once decisions are in, the decision dates lead. */
const step = (id: string, date: string, over: Partial<TimelineStep>): TimelineStep => ({
  id,
  title: id,
  date,
  description: '',
  isCompleted: false,
  isActive: false,
  state: 'upcoming',
  category: 'applications',
  source: 'national',
  items: [],
  ...over,
});

const steps: TimelineStep[] = [
  step('Early applications due', '2026-11-01', { state: 'passed' }),
  step('Regular Decision deadlines', '2027-01-01', { state: 'current', isActive: true }),
  step('Rolling admission: apply early', '2027-02-01', { source: 'typical' }),
  step('Send your mid-year report', '2027-02-10', { category: 'tasks', source: 'yours' }),
  step('State grant deadline', '2027-03-01', { category: 'financial-aid' }),
  step('Georgia Tech – reply and deposit deadline', '2027-04-15', { category: 'decisions', source: 'yours' }),
  step('Stanford – waitlist reply date', '2027-04-20', { category: 'decisions', source: 'yours' }),
  step('National Candidates Reply Date', '2027-05-01', { category: 'decisions' }),
];

const shownTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')!.firstChild!.textContent);

describe('the dashboard’s timeline card', () => {
  it('while applying, shows the season around the active step', () => {
    renderApp([{ path: '/', element: <TimelineCard steps={steps} phase="applying" /> }], '/');
    expect(shownTitles().slice(0, 3)).toEqual(['Early applications due', 'Regular Decision deadlines', 'Rolling admission: apply early']);
  });

  it('after decisions, puts the reply, deposit and waitlist dates first and leaves the application dates out', () => {
    renderApp([{ path: '/', element: <TimelineCard steps={steps} phase="deciding" /> }], '/');
    expect(shownTitles()).toEqual([
      'Georgia Tech – reply and deposit deadline',
      'Stanford – waitlist reply date',
      'National Candidates Reply Date',
      'Send your mid-year report',
      'State grant deadline',
    ]);
  });
});
