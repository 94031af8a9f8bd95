import { describe, expect, it } from 'vitest';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { createI18n } from './i18n/create-i18n.ts';
import { messages as english } from '../locales/en/messages.po';
import { messages as spanish } from '../locales/es/messages.po';
import { factorText, schoolInLanguage } from './school-in-language.ts';

/** The parts of a detail the page rewrites, as the API sends them (English). */
const detail = {
  control: 'public',
  admissions: { satSubmittedShare: 0.74, actSubmittedShare: 0.38, testPolicy: 'required' },
  figureYears: {
    'students.undergraduates': 'fall 2023',
    'costs.tuitionInState': '2023-24',
    'admissions.considerations': 'fall 2022',
    'admissions.testPolicy': 'fall 2023',
    'admissions.satSubmittedShare': 'fall 2022',
  },
  dataVintage: { costs: '2023-24', considerations: 'fall 2022', directory: 'IPEDS HD2024 (2024-25)' },
  olderYears: { acceptance_rate: 'fall 2022' },
  derivations: {
    'costs.total': 'Derived: tuition and fees + ... (2023-24).',
    'some.newField': 'Derived: a rule the web has no words for yet.',
  },
  admissionRequirements: [
    {
      category: 'Admission test scores (SAT/ACT)',
      type: 'optional',
      description: 'Considered but not required',
      note: 'English note',
      userHas: 'unknown',
    },
    {
      category: 'A factor IPEDS adds later',
      type: 'required',
      description: 'Required for admission',
      note: 'Its note',
      userHas: 'unknown',
    },
  ],
} as unknown as SchoolDetail;

describe('schoolInLanguage', () => {
  it('writes the years, derivations and admission factors in Spanish, keeping academic years and the keys', () => {
    const school = schoolInLanguage(createI18n('es', spanish), detail);
    expect(school.figureYears['students.undergraduates']).toBe('otoño de 2023');
    expect(school.figureYears['costs.tuitionInState']).toBe('2023-24');
    expect(school.dataVintage).toMatchObject({ considerations: 'otoño de 2022', directory: 'IPEDS HD2024 (2024-25)' });
    expect(school.olderYears.acceptance_rate).toBe('otoño de 2022');
    expect(school.derivations['costs.total']).toMatch(/^Calculado: .*\(2023-24\)\.$/);
    const [tests, unknown] = school.admissionRequirements;
    // The factor's name stays the key the fit answers by; its words come from factorText.
    expect(tests!.category).toBe('Admission test scores (SAT/ACT)');
    expect(factorText(createI18n('es', spanish), tests!.category)).toBe('Puntajes de exámenes de admisión (SAT/ACT)');
    expect(tests!.description).toBe('Se considera, pero no es obligatorio');
    // The newer fall's policy differs from the list's level: said first, then who submitted scores.
    expect(tests!.note).toBe(
      'El informe más reciente de la universidad (otoño de 2023, la política de exámenes de arriba) dice: Puntajes obligatorios. ' +
        'El 74% de los estudiantes inscritos presentó puntajes del SAT; el 38%, puntajes del ACT (otoño de 2022).',
    );
    // What the web has no words for keeps the API's.
    expect(unknown).toEqual(detail.admissionRequirements[1]);
    expect(school.derivations['some.newField']).toBe(detail.derivations['some.newField']);
  });

  it('gives an English page the API’s own words back', () => {
    const school = schoolInLanguage(createI18n('en', english), detail);
    expect(school.figureYears).toEqual(detail.figureYears);
    expect(school.admissionRequirements[0]!.note).toBe(
      "The college's newer report (fall 2023, the test policy above) says: Required. " +
        '74% of enrolled students submitted SAT scores; 38% submitted ACT scores (fall 2022).',
    );
  });
});
