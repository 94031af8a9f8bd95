import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { SchoolHistoryLine } from './school-history-line.tsx';

/** A recommendation's "Your school's history", shown only when the school shows it. */
const shown: SimilarStudents = {
  band: null,
  sample: false,
  status: 'shown',
  reason: null,
  admitted: 6,
  total: 11,
  byRound: [
    { round: 'early-action', admitted: 4, total: 6 },
    { round: 'regular-decision', admitted: 2, total: 5 },
  ],
  testOptional: false,
  summary: '6 of 11 past applicants like you from Lincoln High School were admitted',
  source: 'Lincoln High School’s records',
};

describe("a recommendation's school history line", () => {
  it('says N of M past applicants like you were admitted, per round, as the school’s records', () => {
    render(<SchoolHistoryLine history={shown} />, { wrapper: WithI18n });
    expect(screen.getByTestId('school-history-line')).toHaveTextContent(
      "Your school's history: 6 of 11 past applicants like you admitted (Early Action: 4 of 6; Regular Decision: 2 of 5). Your high school's records, not official.",
    );
  });

  it('says nothing when the school has too few to show (every card would repeat it)', () => {
    render(
      <SchoolHistoryLine
        history={{ ...shown, status: 'hidden', reason: 'too_few_similar', admitted: null, total: null, byRound: [], summary: 'Too few…' }}
      />,
      { wrapper: WithI18n },
    );
    expect(screen.queryByTestId('school-history-line')).not.toBeInTheDocument();
  });

  it('reads in Spanish on a Spanish page, the rounds by their Spanish names', () => {
    render(
      <I18nProvider i18n={createI18n('es', spanish)}>
        <SchoolHistoryLine history={shown} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('school-history-line')).toHaveTextContent(
      'Historial de su escuela: 6 de 11 solicitantes anteriores como usted admitidos (Acción Temprana (Early Action): 4 de 6; Decisión Regular (Regular Decision): 2 de 5). Registros de su escuela secundaria, no oficiales.',
    );
  });
});
