import { describe, expect, it } from 'vitest';
import { testCatalog } from '../test/test-app.ts';

/** The plain-language reading of a search, on the real catalogue. */
const read = (search: string) => testCatalog().interpret(search);
const kinds = (search: string) => read(search).parts.map((part) => [part.kind, part.label]);

describe('query parser: places', () => {
  it('reads "in", "near" and "around" before a state or a city', () => {
    expect(read('nursing in ohio')).toEqual({
      text: '',
      parts: [
        { text: 'nursing', kind: 'major', label: 'Health Professions & Nursing', filters: { major: ['51'] } },
        { text: 'in ohio', kind: 'state', label: 'Ohio', filters: { state: ['OH'] } },
      ],
    });
    const atlanta = read('colleges in atlanta');
    expect(atlanta.text).toBe('');
    expect(atlanta.parts).toHaveLength(1);
    expect(atlanta.parts[0]).toMatchObject({ text: 'in atlanta', kind: 'place', label: 'Within 25 miles of Atlanta, GA' });
    expect(atlanta.parts[0]!.filters).toEqual({ near: expect.stringMatching(/^30\d{3}$/), radius: 25 });
    expect(kinds('small liberal arts colleges near boston')).toEqual([
      ['size', 'Small (under 5,000 undergraduates)'],
      ['type', 'Liberal Arts'],
      ['place', 'Within 25 miles of Boston, MA'],
    ]);
    expect(kinds('engineering around chicago')).toEqual([
      ['major', 'Engineering'],
      ['place', 'Within 25 miles of Chicago, IL'],
    ]);
  });

  it('reads state names anywhere and state codes after "in" or in capitals', () => {
    expect(kinds('computer science california')).toEqual([
      ['major', 'Computer Science'],
      ['state', 'California'],
    ]);
    expect(kinds('cheap colleges in texas')).toEqual([
      ['price', 'Net price up to $15,000'],
      ['state', 'Texas'],
    ]);
    expect(kinds('nursing in oh')).toEqual([
      ['major', 'Health Professions & Nursing'],
      ['state', 'Ohio'],
    ]);
    expect(kinds('business NY')).toEqual([
      ['major', 'Business & Management'],
      ['state', 'New York'],
    ]);
    expect(kinds('colleges in new york')).toEqual([['state', 'New York']]);
    expect(kinds('colleges in new york city')).toEqual([['place', 'Within 25 miles of New York, NY']]);
  });

  it('picks the city in the state named after it', () => {
    expect(kinds('colleges in portland oregon')).toEqual([['place', 'Within 25 miles of Portland, OR']]);
    expect(kinds('colleges in portland maine')).toEqual([['place', 'Within 25 miles of Portland, ME']]);
  });

  it('reads ambiguous words sensibly: alone they name colleges, after "in" places', () => {
    for (const word of ['washington', 'georgia', 'miami', 'ohio']) expect(read(word)).toEqual({ text: word, parts: [] });
    expect(kinds('colleges in washington')).toEqual([['state', 'Washington']]);
    expect(kinds('colleges in washington dc')).toEqual([['state', 'District of Columbia']]);
    expect(kinds('nursing georgia')).toEqual([
      ['major', 'Health Professions & Nursing'],
      ['state', 'Georgia'],
    ]);
    expect(kinds('colleges in miami')).toEqual([['place', 'Within 25 miles of Miami, FL']]);
  });
});

describe('query parser: ZIP codes', () => {
  it('reads a 5-digit ZIP code alone, after near/in/around, or with a radius, as the ZIP-radius filter', () => {
    expect(read('30332')).toEqual({
      text: '',
      parts: [{ text: '30332', kind: 'place', label: 'Within 25 miles of 30332', filters: { near: '30332', radius: 25 } }],
    });
    expect(read('cheap colleges near 30332')).toEqual({
      text: '',
      parts: [
        { text: 'cheap', kind: 'price', label: 'Net price up to $15,000', filters: { netPriceMax: 15_000 } },
        { text: 'near 30332', kind: 'place', label: 'Within 25 miles of 30332', filters: { near: '30332', radius: 25 } },
      ],
    });
    for (const [search, radius] of [
      ['within 50 miles of 30332', 50],
      ['colleges within 10 mi of 30332', 10],
      ['100 miles from 30332', 100],
      ['nursing within 5000 miles of 30332', 3000],
    ] as const) {
      const place = read(search).parts.find((part) => part.kind === 'place');
      expect(place, search).toMatchObject({ label: `Within ${radius} miles of 30332`, filters: { near: '30332', radius } });
      expect(read(search).text, search).toBe('');
    }
    expect(kinds('engineering in 10027')).toEqual([
      ['major', 'Engineering'],
      ['place', 'Within 25 miles of 10027'],
    ]);
    expect(kinds('around 94305')).toEqual([['place', 'Within 25 miles of 94305']]);
  });

  it('says when a ZIP code has no Census area, instead of dropping it', () => {
    const [part] = read('colleges near 00501').parts;
    expect(part).toMatchObject({ label: 'Within 25 miles of 00501', filters: { near: '00501', radius: 25 } });
    expect(part!.problem).toMatch(/^ZIP code 00501 has no Census ZIP Code Tabulation Area/);
    expect(read('30332').parts[0]!.problem).toBeUndefined();
  });

  it('leaves other numbers alone', () => {
    expect(read('under 20000').parts.map((part) => part.kind)).toEqual(['price']);
    expect(read('1234').parts).toEqual([]);
  });
});

describe('query parser: words that never become filters', () => {
  it.each([
    'ohio state',
    'georgia tech',
    'university of miami',
    'washington university',
    'boston college',
    'texas a&m',
    'university of washington',
    'penn state',
    'michigan state university',
    'austin community college',
    'art institute of chicago',
    'berklee college of music',
    'rhode island school of design',
    'washington university in st louis',
    'university of california',
    'georgia tec',
  ])('"%s" names a college: searched as text, whole', (search) => {
    expect(read(search)).toEqual({ text: search, parts: [] });
  });

  it('keeps the college name as text beside the parts it does read', () => {
    expect(read('ohio state nursing')).toMatchObject({ text: 'ohio state', parts: [{ kind: 'major', text: 'nursing' }] });
  });

  it('never reads "in", "or" and "me" typed as words as states', () => {
    expect(kinds('colleges in ohio or michigan')).toEqual([
      ['state', 'Ohio'],
      ['state', 'Michigan'],
    ]);
    expect(kinds('art for me')).toEqual([['major', 'Visual & Performing Arts']]);
  });

  it('leaves words it does not know as text, and reads nothing in common words alone', () => {
    expect(read('university')).toEqual({ text: 'university', parts: [] });
    expect(read('harvard nursing')).toMatchObject({ text: 'harvard', parts: [{ kind: 'major' }] });
  });
});

describe('query parser: prices, sizes and kinds', () => {
  it.each([
    ['under 20k', 20_000],
    ['under $25,000', 25_000],
    ['less than 30 thousand', 30_000],
    ['affordable', 15_000],
  ])('"%s" caps the net price', (search, max) => {
    expect(read(`${search} colleges`).parts).toEqual([expect.objectContaining({ kind: 'price', filters: { netPriceMax: max } })]);
  });

  it('reads community colleges, public and research universities', () => {
    expect(kinds('community colleges in california')).toEqual([
      ['type', 'Community College'],
      ['state', 'California'],
    ]);
    expect(kinds('public universities in the midwest')).toEqual([
      ['type', 'Public'],
      ['place', 'Midwest'],
    ]);
  });
});

describe('query parser: Spanish, as a family types it on /es/', () => {
  it('reads fields of study, places, sizes, kinds and prices in Spanish, accents or none', () => {
    expect(kinds('enfermería en ohio')).toEqual([
      ['major', 'Health Professions & Nursing'],
      ['state', 'Ohio'],
    ]);
    expect(kinds('enfermeria en ohio')).toEqual(kinds('enfermería en ohio'));
    expect(kinds('universidades públicas baratas en texas')).toEqual([
      ['type', 'Public'],
      ['price', 'Net price up to $15,000'],
      ['state', 'Texas'],
    ]);
    expect(kinds('colegios comunitarios en el área de atlanta')).toEqual([
      ['type', 'Community College'],
      ['place', 'Within 25 miles of Atlanta, GA'],
    ]);
    expect(kinds('universidades pequeñas en nueva inglaterra')).toEqual([
      ['size', 'Small (under 5,000 undergraduates)'],
      ['place', 'New England'],
    ]);
    expect(kinds('ciencias de la computación cerca de boston')).toEqual([
      ['major', 'Computer Science'],
      ['place', 'Within 25 miles of Boston, MA'],
    ]);
    expect(kinds('universidades de menos de 20k en el medio oeste')).toEqual([
      ['price', 'Net price up to $20,000'],
      ['place', 'Midwest'],
    ]);
    for (const search of ['universidades cerca de 30332', 'universidades en la florida', 'ingeniería en carolina del norte'])
      expect(read(search).text).toBe('');
    expect(kinds('ingeniería en carolina del norte')).toEqual([
      ['major', 'Engineering'],
      ['state', 'North Carolina'],
    ]);
    expect(kinds('universidades en la florida')).toEqual([['state', 'Florida']]);
  });

  it('reads a ZIP code and a radius in miles written in Spanish', () => {
    expect(read('universidades cerca de 30332').parts[0]).toMatchObject({ kind: 'place', filters: { near: '30332', radius: 25 } });
    expect(read('a 50 millas de 30332').parts[0]).toMatchObject({ filters: { near: '30332', radius: 50 } });
    expect(read('dentro de 10 millas de 30332').parts[0]).toMatchObject({ filters: { near: '30332', radius: 10 } });
  });

  it('reads a city whose name starts with an article, and an article before a place', () => {
    expect(kinds('universidades en los angeles')).toEqual([['place', 'Within 25 miles of Los Angeles, CA']]);
    expect(kinds('cerca de el paso')).toEqual([['place', 'Within 25 miles of El Paso, TX']]);
    expect(kinds('enfermería en las vegas')).toEqual([
      ['major', 'Health Professions & Nursing'],
      ['place', 'Within 25 miles of Las Vegas, NV'],
    ]);
    expect(kinds('universidades en LA para enfermería')).toEqual([
      ['place', 'Within 25 miles of Los Angeles, CA'],
      ['major', 'Health Professions & Nursing'],
    ]);
    expect(read('universidades más baratas en texas').text).toBe('');
    expect(read('buen programa de enfermería').text).toBe('');
  });

  it('keeps Spanish college names whole, and "in la" still Los Angeles', () => {
    expect(read('universidad del turabo')).toEqual({ text: 'universidad del turabo', parts: [] });
    expect(read('rio grande')).toEqual({ text: 'rio grande', parts: [] });
    expect(kinds('colleges in la')).toEqual([['place', 'Within 25 miles of Los Angeles, CA']]);
  });
});

describe('query parser: reading the text again finds nothing more', () => {
  it.each([
    'nursing in ohio',
    'ohio state nursing',
    'small liberal arts colleges near boston',
    'cheap colleges in texas',
    'harvard nursing',
    'best engineering schools in california under 20k',
    'stanford',
    'mejores universidades de ingeniería en california de menos de 20k',
  ])('"%s"', (search) => {
    const { text } = read(search);
    expect(read(text || ' ').parts).toEqual([]);
  });
});
