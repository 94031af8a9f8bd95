import { afterEach, describe, expect, it } from 'vitest';
import type { AboutSentence } from '@campuspath/contract/school-about';
import type { SimilarReasonPart } from '@campuspath/contract/similar-reason';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../lib/locale.ts';
import { majorFamilyLabel } from '../../lib/major-family-labels.ts';
import { messages as spanishMessages } from '../../locales/es/messages.po';
import { testI18n as english } from '../../testing/test-i18n.tsx';
import { aboutSummary, aboutText } from './about-text.ts';
import { similarReasonText } from './similar-reason-text.ts';

const spanish = createI18n('es', spanishMessages);

const GEORGIA_TECH: AboutSentence[] = [
  { kind: 'identity', control: 'public', level: 'Four-year', city: 'Atlanta', stateName: 'Georgia', setting: 'city' },
  { kind: 'enrolment', undergraduates: 18415, year: 'fall 2023', graduates: 21471, graduateYear: null },
  { kind: 'admitted', percent: 16.5, year: 'fall 2023', allCampuses: false },
  { kind: 'fields', majors: ['14', '11', '52'], year: '2023-24' },
  { kind: 'carnegie', classification: 'Doctoral Universities: Very High Research Spending and Doctorate Production' },
];
const NAME = 'Georgia Institute of Technology-Main Campus';

afterEach(() => setActiveLocale('en'));

describe('the "About" paragraph from the API\'s facts', () => {
  it('reads in English as the API writes it, the fields named by their families', () => {
    expect(aboutText(english, NAME, GEORGIA_TECH, (code) => majorFamilyLabel(english, code))).toBe(
      'Georgia Institute of Technology-Main Campus is a public four-year institution in Atlanta, Georgia in a city setting. ' +
        'It enrolls 18,415 degree-seeking undergraduates and 21,471 graduate students (fall 2023). ' +
        'It admitted 16.5% of applicants for fall 2023. ' +
        'The most common fields of study are Engineering, Computer Science and Business & Management (2023-24). ' +
        'Carnegie Classification (2025): Doctoral Universities: Very High Research Spending and Doctorate Production.',
    );
  });

  it('reads in Spanish, with names, places, years and the classification as published', () => {
    setActiveLocale('es');
    const text = aboutText(spanish, NAME, GEORGIA_TECH, (code) => majorFamilyLabel(spanish, code));
    expect(text).toContain(`${NAME} es una institución pública de cuatro años en Atlanta, Georgia, en un entorno de ciudad.`);
    expect(text).toContain('Tiene 18,415 estudiantes de pregrado que buscan un título y 21,471 estudiantes de posgrado (fall 2023).');
    expect(text).toMatch(/Admitió al 16\.5\s?% de los solicitantes en fall 2023\./);
    expect(text).toContain('Las áreas de estudio más comunes son Ingeniería, ');
    expect(text).toContain('Clasificación Carnegie (2025): Doctoral Universities');
    expect(text).not.toMatch(/enrolls|admitted|fields of study/);
  });

  it('leaves the fields of study out of the summary, and says which figure covers all campuses', () => {
    const sentences: AboutSentence[] = [
      { kind: 'identity', control: 'private-for-profit', level: null, city: 'Tucson', stateName: 'Arizona', setting: null },
      { kind: 'enrolment', undergraduates: 600, year: null, graduates: 40, graduateYear: 'fall 2022' },
      { kind: 'admitted', percent: 52, year: null, allCampuses: true },
      { kind: 'fields', majors: ['51'], year: null },
    ];
    expect(aboutSummary(english, 'Pima', sentences)).toBe(
      'Pima is a private for-profit institution in Tucson, Arizona. ' +
        'It enrolls 600 degree-seeking undergraduates and 40 graduate students (fall 2022). ' +
        'It admitted 52% of applicants (a figure covering all campuses that share its federal aid ID).',
    );
    expect(aboutSummary(spanish, 'Pima', [{ kind: 'open-admissions', year: 'fall 2023' }])).toBe(
      'Tiene una política de admisión abierta (fall 2023).',
    );
  });
});

describe('why a college is similar', () => {
  const parts: SimilarReasonPart[] = [
    { kind: 'also', control: 'for-profit', kinds: ['associates-college'] },
    { kind: 'region', region: 'West' },
    { kind: 'size', other: 1200, base: 1100 },
    { kind: 'admits', other: 45, base: 50 },
    { kind: 'tuition', inState: true, other: 11000, base: 12000 },
  ];

  it('reads in English as the API writes it', () => {
    expect(similarReasonText(english, parts)).toBe(
      "Also for-profit associate's college · in the West · similar size (1,200 vs 1,100 undergraduates, within 25%) · " +
        'admits 45% (vs 50%) · similar in-state tuition ($11,000 vs $12,000, within 15%)',
    );
    expect(similarReasonText(english, [])).toBe('Closest overall match on region, type, size, selectivity and cost');
  });

  it('reads in Spanish', () => {
    setActiveLocale('es');
    const text = similarReasonText(spanish, parts);
    expect(text).toContain(
      'También con fines de lucro, universidad de títulos asociados · en la región Oeste · tamaño similar (1,200 frente a',
    );
    expect(text).toContain('matrícula del estado similar ($11,000 frente a $12,000');
    expect(text).not.toMatch(/Also|similar size|admits|vs/);
  });
});
