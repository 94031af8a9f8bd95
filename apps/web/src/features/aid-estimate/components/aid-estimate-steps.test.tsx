import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateAid } from '@campuspath/contract/aid-estimate';
import { EMPTY_AID_ESTIMATE_INPUT, type AidEstimateInput } from '@campuspath/contract/aid-estimate-input';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { AidEstimateSteps } from './aid-estimate-steps.tsx';

// A family of four in Ohio, one parent earning $85,000: the e2e estimator's own example.
const inputs: AidEstimateInput = {
  ...EMPTY_AID_ESTIMATE_INPUT,
  awardYear: '2026-27',
  state: 'OH',
  familySize: 4,
  parentCount: 2,
  parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, agi: 85_000, earnings1: 85_000, cash: 10_000 },
};
const { sections } = estimateAid(inputs);
const line = (id: string) => screen.getByTestId(`aid-step-${id}`);

afterEach(() => setActiveLocale('en'));

describe('AidEstimateSteps', () => {
  it('writes each line from the formula’s figures, in English', () => {
    render(<AidEstimateSteps sections={sections} />, { wrapper: WithI18n });
    expect(screen.getByText('Parents’ income')).toBeInTheDocument();
    expect(line('parent-payroll')).toHaveTextContent('Payroll tax allowance$6,5036.2% of $85,000 = $5,270 plus 1.45% = $1,233');
    expect(line('parent-ipa')).toHaveTextContent('for a family of 4: what the formula sets aside for living costs');
    expect(line('parent-contribution')).toHaveTextContent('from the contribution table:');
    expect(line('parent-contribution')).toHaveTextContent(
      /Note: The contribution table is derived by the Federal Register’s update method/,
    );
    expect(line('parent-apa')).toHaveTextContent('Note: The asset protection allowance is assumed: no official value was found');
  });

  it('speaks Spanish on a Spanish page, with the same figures', () => {
    setActiveLocale('es');
    render(
      <I18nProvider i18n={createI18n('es', spanish)}>
        <AidEstimateSteps sections={sections} />
      </I18nProvider>,
    );
    expect(screen.getByText('Cómo se calculó')).toBeInTheDocument();
    expect(screen.getByText('Ingresos de los padres')).toBeInTheDocument();
    expect(line('parent-payroll')).toHaveTextContent(
      'Asignación por impuestos sobre la nómina$6,5036.2% de $85,000 = $5,270 más 1.45% = $1,233',
    );
    expect(line('parent-ipa')).toHaveTextContent('para una familia de 4: lo que la fórmula reserva para gastos de manutención');
    expect(line('parent-contribution')).toHaveTextContent('Nota: La tabla de aportes: calculado con el método de actualización');
    expect(line('pell')).toHaveTextContent('Beca Federal Pell estimada (tiempo completo, un año)');
    // The sources in parentheses are citations, quoted as published; the rest has no English left.
    const words = document.body.textContent!.replace(/\([^()]*(\([^()]*\)[^()]*)*\)/g, '');
    expect(words).not.toMatch(/\b(of|plus|minus|from the|income|Note|the)\b/);
  });
});
