import type { SearchInterpretation } from '@campuspath/contract/schools-suggest';
import { describe, expect, it } from 'vitest';
import { interpretedView, suggestionHref, withInterpretedFilters, withSearch, withSuggestion } from './explore-interpretation.ts';
import { parseExploreParams, toExploreParams } from './explore-query.ts';

const parse = (query: string) => parseExploreParams(new URLSearchParams(query));
const url = (state: ReturnType<typeof parse>) => toExploreParams(state).toString();

const nursingInOhio: SearchInterpretation = {
  text: '',
  parts: [
    { text: 'nursing', kind: 'major', label: 'Health Professions & Nursing', filters: { major: ['51'] } },
    { text: 'in ohio', kind: 'state', label: 'Ohio', filters: { state: ['OH'] } },
  ],
};

describe('interpretedView', () => {
  it('turns the recognised parts into filters and leaves the rest as the search', () => {
    const view = interpretedView(parse('search=nursing+in+ohio'), nursingInOhio);
    expect(view && url(view)).toBe('state=OH&major=health&understood=state.OH&understood=major.health');
  });

  it('keeps the words nobody recognised as the search text', () => {
    const view = interpretedView(parse('search=small+liberal+arts+colleges+near+boston+music'), {
      text: 'music',
      parts: [
        { text: 'small', kind: 'size', label: 'Small', filters: { size: ['small'] } },
        { text: 'liberal arts', kind: 'type', label: 'Liberal Arts', filters: { programType: ['liberal-arts'] } },
        { text: 'near boston', kind: 'place', label: 'Within 25 miles of Boston, MA', filters: { near: '02108', radius: 25 } },
      ],
    });
    expect(view && url(view)).toBe(
      'search=music&programType=liberal-arts&size=small&near=02108&radius=25&understood=programType.liberal-arts&understood=size.small&understood=near',
    );
  });

  it('adds to the filters already in the URL instead of replacing them', () => {
    const view = interpretedView(
      parse('search=nursing+in+ohio&state=PA&major=computer-science&testPolicy=optional&view=map'),
      nursingInOhio,
    );
    expect(view && url(view)).toBe(
      'state=OH&state=PA&major=computer-science&major=health&testPolicy=optional&view=map&understood=state.OH&understood=major.health',
    );
  });

  it('replaces a price bound or a place with the one just asked for', () => {
    const view = interpretedView(parse('search=cheap+colleges+in+atlanta&costMin=30000&costMax=40000&near=10001&radius=100'), {
      text: '',
      parts: [
        { text: 'cheap', kind: 'price', label: 'Tuition under $15,000', filters: { costMax: 15000 } },
        { text: 'in atlanta', kind: 'place', label: 'Within 25 miles of Atlanta, GA', filters: { near: '30303', radius: 25 } },
      ],
    });
    // The old lower bound is above the new upper one, so it goes; the ZIP code and radius are the new ones.
    expect(view && url(view)).toBe('costMax=15000&near=30303&radius=25&sort=distance&understood=costMax&understood=near');
  });

  it('snaps a price to the slider and drops values the web does not know, as a hand-edited link would', () => {
    const view = interpretedView(parse('search=x'), {
      text: '',
      parts: [{ text: 'x', kind: 'price', label: 'x', filters: { costMax: 19_999, state: ['XX' as never], netPriceMax: 20_000 } }],
    });
    expect(view && url(view)).toBe('costMax=20000&netPriceMax=20000&understood=costMax&understood=netPriceMax');
  });

  it('keeps a chosen sort that still applies and drops relevance once no text is left to search', () => {
    const tuition = interpretedView(parse('search=nursing+in+ohio&sort=tuition'), nursingInOhio);
    expect(tuition?.sort).toBe('tuition');
    const relevance = interpretedView(parse('search=nursing+in+ohio&sort=relevance'), nursingInOhio);
    expect(relevance?.sort).toBeNull();
  });

  it('is null when nothing was recognised, so the URL is left as it is', () => {
    expect(interpretedView(parse('search=georgia+tec'), { text: 'georgia tec', parts: [] })).toBeNull();
    expect(interpretedView(parse(''), null)).toBeNull();
  });

  it('gives a view whose URL reads back as the same view (reload keeps it)', () => {
    const view = interpretedView(parse('search=nursing+in+ohio&incomeBand=0-30k&sort=netPrice'), nursingInOhio)!;
    expect(parse(url(view))).toEqual(view);
  });
});

describe('understood marks', () => {
  it('marks only what the words added or changed, not a filter the view already had', () => {
    const view = interpretedView(parse('search=nursing+in+ohio&state=OH&costMax=20000'), {
      text: '',
      parts: [...nursingInOhio.parts, { text: 'under 20k', kind: 'price', label: 'Tuition under $20,000', filters: { costMax: 20000 } }],
    });
    expect(view?.understood).toEqual(['major.health']);
  });

  it('drops the mark with its filter, and reads marks back from the URL', () => {
    const view = interpretedView(parse('search=nursing+in+ohio'), nursingInOhio)!;
    const withoutOhio = { ...view, states: [] };
    expect(url(withoutOhio)).toBe('major=health&understood=major.health');
    expect(parse(url(withoutOhio)).understood).toEqual(['major.health']);
    // A hand-written mark of something that is not a filter is ignored.
    expect(parse('search=x&understood=search.x&understood=sort').understood).toBeUndefined();
  });
});

describe('withInterpretedFilters', () => {
  it('adds a value already chosen only once', () => {
    expect(url(withInterpretedFilters(parse('state=OH'), { state: ['OH'], location: ['Midwest'] }))).toBe('location=Midwest&state=OH');
  });

  it('keeps a radius only with its ZIP code', () => {
    expect(url(withInterpretedFilters(parse('near=10001&radius=50&sort=name'), { near: '30303' }))).toBe('near=30303&sort=name');
  });

  it('leaves the nearest-first order the words set when new words are typed, and keeps one the student chose', () => {
    const near = interpretedView(parse('search=colleges+near+30332'), {
      text: '',
      parts: [{ text: 'near 30332', kind: 'place', label: 'Within 25 miles of 30332', filters: { near: '30332', radius: 25 } }],
    })!;
    expect(near.sort).toBe('distance');
    expect(url(withSearch(near, 'georgia tech'))).toBe('search=georgia+tech&near=30332&radius=25&understood=near');
    expect(url(withSearch(parse('near=30332&radius=25&sort=distance'), 'georgia tech'))).toBe(
      'search=georgia+tech&near=30332&radius=25&sort=distance',
    );
  });

  it('lists the nearest first for a place asked for with no other words, unless the student chose an order', () => {
    expect(url(withInterpretedFilters(parse(''), { near: '30332', radius: 25 }))).toBe('near=30332&radius=25&sort=distance');
    expect(url(withInterpretedFilters({ ...parse(''), sort: 'relevance' }, { near: '30332', radius: 25 }))).toBe(
      'near=30332&radius=25&sort=distance',
    );
    expect(url(withInterpretedFilters(parse('sort=admissionRate'), { near: '30332', radius: 25 }))).toBe(
      'near=30332&radius=25&sort=admissionRate',
    );
    // Words still to match keep the best match first, among the colleges within reach.
    expect(url(withInterpretedFilters(parse('search=state+university'), { near: '30332', radius: 25 }))).toBe(
      'search=state+university&near=30332&radius=25',
    );
    // A state is not a distance: the order stays the view's own.
    expect(url(withInterpretedFilters(parse(''), { state: ['GA'] }))).toBe('state=GA');
  });
});

describe('suggestions', () => {
  it('applies a major or place and clears the typed text on Explore', () => {
    expect(url(withSuggestion(parse('search=nurs&size=small'), { kind: 'major', major: '51', label: 'Nursing' }))).toBe(
      'size=small&major=health',
    );
    expect(
      url(
        withSuggestion(parse('search=ohi'), {
          kind: 'place',
          label: 'Ohio',
          place: { kind: 'state', name: 'Ohio' },
          filters: { state: ['OH'] },
        }),
      ),
    ).toBe('state=OH');
  });

  it('links a college to its page and a major or place to Explore', () => {
    expect(suggestionHref({ kind: 'school', id: 130794, name: 'Yale University', city: 'New Haven', state: 'CT' })).toBe(
      '/university/130794',
    );
    expect(suggestionHref({ kind: 'major', major: '11', label: 'Computer Science' })).toBe('/explore?major=computer-science');
    expect(
      suggestionHref({
        kind: 'place',
        label: 'Atlanta, GA area',
        place: { kind: 'city', name: 'Atlanta, GA' },
        filters: { near: '30303', radius: 25 },
      }),
    ).toBe('/explore?near=30303&radius=25&sort=distance');
  });
});
