import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../lib/locale.ts';
import { messages as spanishMessages } from '../../locales/es/messages.po';
import { testI18n as english } from '../../testing/test-i18n.tsx';
import { earningsCohort } from './earnings-cohort.ts';
import { programsInLanguage } from './components/programs-tab.tsx';

const school = {
  programs: [
    { id: '14', name: 'Engineering', cipTitle: 'Engineering', description: '', share: 0.4213, isPopular: true },
    { id: '52', name: 'Business & Management', cipTitle: 'Business', description: '', share: 0.05, isPopular: false },
  ],
  fieldSources: { 'majors.14': { column: 'PCIP14', dataset: 'College Scorecard', file: 'x.csv', year: '2023-24' } },
} as unknown as SchoolDetail;

afterEach(() => setActiveLocale('en'));

describe("the Programs tab's fields", () => {
  it('read in English as the API writes them', () => {
    expect(programsInLanguage(school, english).map(({ name, description }) => [name, description])).toEqual([
      ['Engineering', '42.1% of degrees awarded (College Scorecard 2023-24).'],
      ['Business & Management', '5% of degrees awarded (College Scorecard).'],
    ]);
  });

  it('read in Spanish, the families named in Spanish and the source as published', () => {
    setActiveLocale('es');
    const [engineering] = programsInLanguage(school, createI18n('es', spanishMessages));
    expect(engineering!.name).toBe('Ingeniería');
    expect(engineering!.description).toMatch(/^42\.1\s?% de los títulos otorgados \(College Scorecard 2023-24\)\.$/);
  });
});

describe('whose earnings the median is', () => {
  const sources = {
    fieldSources: {
      'outcomes.medianEarnings': { column: 'MD_EARN_WNE_P10', dataset: 'College Scorecard', file: 'x.csv', year: '2020-21' },
    },
  };

  it('names the cohort that entered ten years before the file, in each language', () => {
    expect(earningsCohort(english, sources)).toBe('students who entered in 2010-11, measured 10 years later (College Scorecard 2020-21)');
    expect(earningsCohort(createI18n('es', spanishMessages), sources, true)).toBe(
      'Estudiantes que ingresaron en 2010-11, medidos 10 años después (College Scorecard 2020-21)',
    );
    expect(earningsCohort(english, { fieldSources: {} })).toBeNull();
  });
});
