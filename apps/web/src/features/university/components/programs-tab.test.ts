import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanishMessages } from '../../../locales/es/messages.po';
import { testI18n as english } from '../../../testing/test-i18n.tsx';
import { programsInLanguage } from './programs-tab.tsx';

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
