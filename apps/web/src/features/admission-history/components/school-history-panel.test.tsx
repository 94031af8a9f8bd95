import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollegeHistory, HistoryResponse } from '@campuspath/contract/admission-history';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { SchoolHistoryPanel } from './school-history-panel.tsx';

// The chart is recharts (a lazy chunk that measures the screen); here, a stand-in with its label.
vi.mock('./history-chart.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** "Your school's history" at one college, as a student of the school reads it. */
const college = (overrides: Partial<CollegeHistory> = {}): CollegeHistory => ({
  collegeId: 139755,
  collegeName: 'Georgia Institute of Technology-Main Campus',
  shown: true,
  reason: null,
  message: null,
  applicants: 12,
  decisions: { admitted: 5, denied: 5, waitlisted: 2 },
  points: [{ gpa: 3.7, score: 1380, basis: 'SAT', decision: 'admitted', deferred: false }],
  strip: [{ gpa: 3.5, decision: 'denied', deferred: false }],
  table: [{ gpaFrom: 3.5, gpaTo: 3.75, admitted: 5, denied: 5, waitlisted: 2, medianScore: 1390 }],
  byRound: [{ round: 'early-action', applicants: 7, admitted: 4 }],
  you: { gpa: 3.7, score: 1380, basis: 'SAT' },
  studentsLikeYou: {
    band: { label: 'GPA 3.5–3.9, SAT 1320–1440', widened: false, widest: false },
    sample: false,
    status: 'shown',
    reason: null,
    admitted: 6,
    total: 11,
    byRound: [{ round: 'early-action', admitted: 4, total: 6 }],
    testOptional: false,
    summary: '6 of 11 past applicants like you from Lincoln High School were admitted',
    source: 'From Lincoln High School’s own admission history',
  },
  ...overrides,
});

const response = (one: CollegeHistory, sample = false): HistoryResponse => ({
  highSchool: { id: 'hs-1', name: 'Lincoln High School' },
  displayMinimum: 5,
  classYears: [2022, 2023, 2024],
  view: 'students',
  round: null,
  sample,
  sampleLeftOut: false,
  source: 'Entered by the counselors of Lincoln High School',
  colleges: [one],
});

function renderPanel(one: CollegeHistory, onRound = vi.fn(), sample = false) {
  stubApi({ 'GET /auth/session': { body: { user: null } } });
  renderApp(
    [
      {
        path: '/',
        element: (
          <SchoolHistoryPanel
            history={response(one, sample)}
            college={one}
            round={null}
            onRound={onRound}
            switching={false}
            heading="h2"
            audience="student"
          />
        ),
      },
    ],
    '/',
  );
  return onRound;
}

afterEach(() => vi.unstubAllGlobals());

describe("your school's history", () => {
  it('says whose records these are, how students like you fared per round, and offers the chart as a table', async () => {
    renderPanel(college());
    expect(screen.getByRole('heading', { name: "Your school's history" })).toBeVisible();
    expect(screen.queryByTestId('sample-badge')).toBeNull();
    expect(screen.getByTestId('school-history-source')).toHaveTextContent(
      "From Lincoln High School's own records of past applicants' outcomes, entered by its counselors (class years 2022–2024). Not official admission data",
    );
    expect(screen.getByTestId('students-like-you')).toHaveTextContent('Students like you: 6 of 11 admitted');
    expect(screen.getByRole('list', { name: 'Students like you by round' })).toHaveTextContent('Early Action: 4 of 6 admitted');
    expect(await screen.findByRole('img', { name: /^Scattergram: Past applicants from Lincoln High School/ })).toBeInTheDocument();
    // The table is there for screen readers while the chart shows, and on screen once asked for.
    const table = screen.getByRole('table', { name: /by GPA$/ });
    expect(table).toHaveTextContent('3.50–3.74');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: /^Scattergram/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Applied without a test score \(counted above too\): 1/)).toBeVisible();
    expect(screen.getByText('You (the star): GPA 3.70, SAT 1380.', { exact: false })).toBeVisible();
  });

  it('offers only rounds with applicants, and asks for one round when a round is chosen (arrow keys too)', () => {
    const onRound = renderPanel(
      college({
        byRound: [
          { round: 'early-action', applicants: 7, admitted: 4 },
          { round: 'regular-decision', applicants: 5, admitted: 1 },
        ],
      }),
    );
    const group = screen.getByRole('radiogroup', { name: 'Round' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.textContent),
    ).toEqual(['All rounds', 'Early Action', 'Regular Decision']);
    fireEvent.click(screen.getByRole('radio', { name: 'Regular Decision' }));
    expect(onRound).toHaveBeenCalledWith('regular-decision');
  });

  it('captions the chart first or last in its figure, as HTML requires, with the chart and with the table', async () => {
    renderPanel(college());
    await screen.findByRole('img', { name: /^Scattergram/ });
    const figure = screen.getByRole('figure');
    expect(figure.lastElementChild?.tagName).toBe('FIGCAPTION');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('figure').lastElementChild?.tagName).toBe('FIGCAPTION');
  });

  it('labels the generated sample in every part, "students like you" included, and offers no round it does not record', () => {
    const similar = { ...college().studentsLikeYou!, sample: true, byRound: [] };
    renderPanel(college({ byRound: [], studentsLikeYou: similar }), vi.fn(), true);
    expect(screen.getAllByTestId('sample-badge')).toHaveLength(2);
    const source = screen.getByTestId('school-history-source');
    expect(source).toHaveTextContent(/generated .* not real students, not real outcomes/);
    expect(source).not.toHaveTextContent(/entered by its counselors/);
    expect(screen.getByTestId('students-like-you')).toHaveTextContent('Sample students like you: 6 of 11 admitted');
    expect(screen.queryByRole('radiogroup', { name: 'Round' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Early Decision' })).toBeNull();
  });

  it('gives the reason and no figure at a college with too few past applicants from the school', () => {
    const message = 'Too few past applicants from your school to show (fewer than 5).';
    renderPanel(
      college({
        shown: false,
        reason: 'too_few_applicants',
        message,
        applicants: null,
        decisions: null,
        points: [],
        strip: [],
        table: [],
        byRound: [],
        studentsLikeYou: {
          ...college().studentsLikeYou!,
          status: 'hidden',
          reason: 'too_few_applicants',
          admitted: null,
          total: null,
          byRound: [],
          summary: message,
        },
      }),
    );
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/of \d+ admitted/)).not.toBeInTheDocument();
  });
});
