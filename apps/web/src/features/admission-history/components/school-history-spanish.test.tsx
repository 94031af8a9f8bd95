import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollegeHistory, HistoryResponse } from '@campuspath/contract/admission-history';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { SchoolHistoryPanel } from './school-history-panel.tsx';

// The chart is recharts (a lazy chunk that measures the screen); here, a stand-in with its label.
vi.mock('./history-chart.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** "Your school's history" at one college on a Spanish page: the panel's words, the rounds and why a part is hidden. */
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
  you: { gpa: 3.7, score: null, basis: null },
  studentsLikeYou: {
    band: { label: 'GPA 3.5–3.9, no test score', widened: true, widest: false },
    sample: false,
    status: 'shown',
    reason: null,
    admitted: 6,
    total: 11,
    byRound: [{ round: 'early-action', admitted: 4, total: 6 }],
    testOptional: true,
    summary: '6 of 11 past applicants like you from Lincoln High School were admitted',
    source: 'From Lincoln High School’s own admission history',
  },
  ...overrides,
});

function renderSpanish(one: CollegeHistory, round: CollegeHistory['byRound'][number]['round'] | null = null) {
  stubApi({ 'GET /auth/session': { body: { user: null } } });
  const history: HistoryResponse = {
    highSchool: { id: 'hs-1', name: 'Lincoln High School' },
    displayMinimum: 5,
    classYears: [2022, 2024, 2025],
    view: 'students',
    round,
    sample: false,
    sampleLeftOut: false,
    source: 'Entered by the counselors of Lincoln High School',
    colleges: [one],
  };
  const element = (
    <SchoolHistoryPanel history={history} college={one} round={round} onRound={vi.fn()} switching={false} heading="h2" audience="student" />
  );
  renderAppIn(createI18n('es', spanish), [{ path: '/', element }], '/');
}

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe("your school's history in Spanish", () => {
  it('says whose records these are, who counts as like you, the rounds, the legend and the table in Spanish', async () => {
    renderSpanish(college());
    expect(screen.getByRole('heading', { name: 'El historial de su escuela' })).toBeVisible();
    expect(screen.getByTestId('school-history-source')).toHaveTextContent(
      'De los propios registros de Lincoln High School sobre los resultados de solicitantes anteriores, ingresados por sus consejeros (años de graduación 2022, 2024 y 2025).',
    );
    const similar = screen.getByTestId('students-like-you');
    expect(similar).toHaveTextContent('Estudiantes como usted: 6 de 11 admitidos');
    expect(screen.getByTestId('similar-band')).toHaveTextContent(
      'Entre solicitantes anteriores que presentaron solicitud sin puntaje de examen con GPA 3.5–3.9, sin puntaje de examen (ampliado desde',
    );
    expect(within(similar).getByRole('list', { name: 'Estudiantes como usted por ronda' })).toHaveTextContent(
      'Acción Temprana (Early Action): 4 de 6 admitidos',
    );
    const group = screen.getByRole('radiogroup', { name: 'Ronda' });
    expect(within(group).getByRole('radio', { name: 'Todas las rondas' })).toBeChecked();
    expect(
      await screen.findByRole('img', { name: /^Diagrama de dispersión: Solicitantes anteriores de Lincoln High School/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Leyenda' })).toHaveTextContent(/Admitidos.*En lista de espera.*Rechazados.*Usted/);
    expect(screen.getByRole('figure')).toHaveTextContent(
      '12 solicitantes anteriores: 5 admitidos, 2 en lista de espera, 5 rechazados. A la derecha de la línea discontinua',
    );
    expect(screen.getByText(/Usted \(la estrella\): GPA 3\.70, sin puntaje de examen/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar como tabla' }));
    const table = screen.getByRole('table', { name: /por GPA$/ });
    expect(within(table).getByRole('columnheader', { name: 'Puntaje mediano de examen' })).toBeVisible();
    expect(screen.getByText('Solicitantes por ronda')).toBeVisible();
    expect(screen.getByText('7 presentaron solicitud, 4 admitidos')).toBeVisible();
  });

  it('gives the reason a round is hidden in Spanish, from the reason and the school’s minimum', () => {
    renderSpanish(
      college({
        shown: false,
        reason: 'too_few_applicants',
        message: 'Too few past applicants from your school applied Early Action to show (fewer than 5).',
        applicants: null,
        decisions: null,
        points: [],
        strip: [],
        table: [],
      }),
      'early-action',
    );
    expect(
      screen.getByText(
        'Muy pocos solicitantes anteriores de su escuela presentaron solicitud en Acción Temprana (Early Action) para mostrarlos (menos de 5).',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Too few/)).toBeNull();
  });
});
