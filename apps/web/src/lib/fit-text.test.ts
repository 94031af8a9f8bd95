import { afterEach, describe, expect, it } from 'vitest';
import type { MatchComponent, SchoolFit, SentencePart } from '@campuspath/contract/recommendations';
import { messages as spanishMessages } from '../locales/es/messages.po';
import { testI18n as english } from '../testing/test-i18n.tsx';
import { chanceExplanation } from './chance-text.ts';
import { academicText, gpaText, priceText } from './fit-text.ts';
import { whyText } from './fit-why-text.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { setActiveLocale } from './locale.ts';
import { matchSentence } from './match-text.ts';

const spanish = createI18n('es', spanishMessages);
const part = (key: string, values: SentencePart['values'] = {}): SentencePart => ({ key, values });
const SCHOOL = 'Georgia Institute of Technology-Main Campus';

// The API's English beside each part is what an unknown part falls back to; these read as it does.
const chance = {
  explanation: ['', '', '', '', ''],
  explanationParts: [
    part('rate-start', { school: SCHOOL, rate: 17, year: 'fall 2023', allCampuses: 0 }),
    part('position', { percentile: 22, direction: 'lowers', estimate: 12 }),
    part('range', { low: 9, high: 16 }),
    part('reach-selective', { selective: 20, below: 35, above: 70 }),
    part('caveat', { floor: 3, ceiling: 95 }),
  ],
};
const academics = {
  sentence: '',
  sentencePart: part('placed', {
    basis: 'ACT',
    act: 28,
    sat: 1310,
    percentile: 23,
    rangeBasis: 'ACT',
    p25: 1310,
    p75: 1500,
    actP25: 28,
    actP75: 34,
  }),
};
const why: Pick<SchoolFit, 'why' | 'whyParts'> = {
  why: '',
  whyParts: {
    lead: part('label', { label: 'reach' }),
    reasons: [part('majors', { majors: ['14', '11'] }), part('state', { state: 'Georgia' }), part('graduation', { graduationRate: 93 })],
  },
};
const price = {
  amount: 16_208,
  basis: 'income-band' as const,
  sentence: '',
  sentencePart: part('income-band', { school: SCHOOL, amount: 16_208, inState: 1, band: '48-75k', year: '2022-23' }),
};
const component = (id: MatchComponent['id'], sentencePart: SentencePart) => ({ id, sentence: '', sentencePart });
const COMPONENTS = [
  component('academics', part('below')),
  component('majors', part('awards', { majors: ['14', '11'], shares: ['31', '12'] })),
  component('cost', part('over', { amount: 31_370, budget: 25_000, over: 6_370 })),
  component('location', part('other', { state: 'Georgia', region: 'South' })),
  component('size', part('near', { size: 'large' })),
  component('setting', part('chosen', { setting: 'city' })),
  component('outcomes', part('reported', { graduationRate: 93, medianEarnings: 104_456 })),
];

afterEach(() => setActiveLocale('en'));

describe("the fit sentences from the API's parts", () => {
  it('read in English as the API writes them', () => {
    expect(chanceExplanation(english, chance)).toEqual([
      `${SCHOOL} admitted 17% of applicants in fall 2023; that is the starting point.`,
      'Your score, around the 22nd percentile of its enrolled students, lowers the estimate to about 12%.',
      "The range 9–16% allows for this year's applicants differing from last year's.",
      'Reach: colleges admitting 20% or fewer are a reach for everyone.',
      'Estimates stay between 3% and 95%: nobody is certain either way. Essays, grades and activities can move a real decision far from any estimate.',
    ]);
    expect(academicText(english, academics)).toBe(
      "Your ACT 28 (about 1310 on the SAT, 2018 ACT/SAT concordance) is around the 23rd percentile of enrolled students (its enrolled students' ACT middle 50% is 28–34, about 1310–1500 on the SAT).",
    );
    expect(gpaText(english)).toBe('GPA was not used: the federal data has no GPA reference for this college, and we do not guess one.');
    expect(whyText(english, why)).toBe('A reach for you: strong in Engineering and Computer Science, in Georgia and 93% graduate.');
    expect(priceText(english, price)).toBe(
      "Families earning $48,001–75,000 paid $16,208 a year on average after grants (2022-23 net price); the college's own net price calculator gives a personal figure. Public colleges: this is the in-state figure.",
    );
    expect(COMPONENTS.map((entry) => matchSentence(english, entry))).toEqual([
      'Your scores are below its middle 50%.',
      'It awards degrees in Engineering (31% of its degrees) and Computer Science (12% of its degrees).',
      '$31,370 a year is $6,370 over your $25,000 budget.',
      'In Georgia (South), not a region or state you chose.',
      'Large (15,000 to 30,000 undergraduates): next to a size you chose.',
      'A city campus, a setting you chose.',
      '93% graduate; former students who received federal aid, finished or not, earn $104,456 (median, 10 years after entry).',
    ]);
  });

  it('read in Spanish, with names and places as published and each year in Spanish', () => {
    setActiveLocale('es');
    const explanation = chanceExplanation(spanish, chance);
    expect(explanation[0]).toMatch(
      new RegExp(`^${SCHOOL} admitió al 17\\s?% de los solicitantes en otoño de 2023; ese es el punto de partida\\.$`),
    );
    expect(explanation[1]).toMatch(
      /^Su puntaje, en torno al percentil 22 de sus estudiantes inscritos, baja la estimación a alrededor del 12\s?%\.$/,
    );
    expect(explanation[3]).toMatch(/^Ambiciosa: las universidades que admiten al 20\s?% o menos/);
    expect(academicText(spanish, academics)).toContain(
      'Su ACT de 28 (unos 1310 en el SAT, concordancia ACT/SAT de 2018) está en torno al percentil 23',
    );
    expect(whyText(spanish, why)).toMatch(/^Ambiciosa para usted: fuerte en Ingeniería y .+, en Georgia y se gradúa el 93\s?%\.$/);
    expect(priceText(spanish, price)).toContain('Las familias con ingresos de $48,001–75,000 pagaron en promedio $16,208 al año');
    expect(priceText(spanish, price)).toContain('Universidades públicas: esta es la cifra para residentes del estado.');
    const sentences = COMPONENTS.map((entry) => matchSentence(spanish, entry));
    expect(sentences[2]).toBe('$31,370 al año supera en $6,370 su presupuesto de $25,000.');
    expect(sentences[3]).toBe('En Georgia (Sur), no es una región ni un estado que usted eligió.');
    expect(sentences[5]).toBe('Un campus de tipo ciudad, un entorno que usted eligió.');
    expect([...explanation, ...sentences, whyText(spanish, why), gpaText(spanish)].join(' ')).not.toMatch(
      /\b(admitted|percentile|estimate|budget|graduate|chose|you|fall)\b/,
    );
  });

  it("keeps the API's English for a sentence this build does not know", () => {
    expect(matchSentence(spanish, { id: 'size', sentence: 'Something new.', sentencePart: part('brand-new') })).toBe('Something new.');
    expect(
      whyText(spanish, { why: 'English why.', whyParts: { lead: part('label', { label: 'reach' }), reasons: [part('brand-new')] } }),
    ).toBe('English why.');
  });
});
