import { PROGRAM_TYPES, SIZE_BUCKETS, type ProgramType, type SizeBucket } from '@campuspath/contract/catalog-terms';
import type { InterpretedFilters, QueryPart } from '@campuspath/contract/schools-suggest';

/**
 * The plain-language words that become Explore filters, besides majors and places:
 * sizes, kinds of college and prices, and the words around them that carry no meaning of their own.
 * Each list has the Spanish a family types on `/es/` beside the English ("universidades públicas
 * cerca de 30332"), written without accents: queries are read normalised (search-text.ts).
 */

export interface Term {
  kind: Exclude<QueryPart['kind'], 'place' | 'state' | 'major'>;
  label: string;
  filters: InterpretedFilters;
}

const sizeLabel = (id: SizeBucket) => {
  const bucket = SIZE_BUCKETS.find((item) => item.id === id)!;
  return `${bucket.label} (${bucket.description.charAt(0).toLowerCase()}${bucket.description.slice(1)})`;
};
const size = (id: SizeBucket): Term => ({ kind: 'size', label: sizeLabel(id), filters: { size: [id] } });
const type = (id: ProgramType): Term => ({
  kind: 'type',
  label: PROGRAM_TYPES.find((item) => item.id === id)!.label,
  filters: { programType: [id] },
});

/** Two-year colleges, public or private: "two year" and "junior college" name both. */
const TWO_YEAR: Term = {
  kind: 'type',
  label: `${PROGRAM_TYPES.find((item) => item.id === 'community-college')!.label} or ${PROGRAM_TYPES.find((item) => item.id === 'associates-college')!.label}`,
  filters: { programType: ['community-college', 'associates-college'] },
};

/** "Cheap" and "affordable" read as an average net price (what families pay after grants) up to this. */
export const AFFORDABLE_NET_PRICE = 15_000;
export const netPriceTerm = (max: number): Term => ({
  kind: 'price',
  label: `Net price up to $${max.toLocaleString('en-US')}`,
  filters: { netPriceMax: max },
});

export const TERMS: ReadonlyMap<string, Term> = new Map([
  ['small', size('small')],
  ['tiny', size('small')],
  ['medium', size('medium')],
  ['mid size', size('medium')],
  ['midsize', size('medium')],
  ['mid sized', size('medium')],
  ['medium sized', size('medium')],
  ['large', size('large')],
  ['big', size('large')],
  ['huge', size('very-large')],
  ['very large', size('very-large')],
  ['liberal arts', type('liberal-arts')],
  ['community college', type('community-college')],
  ['community colleges', type('community-college')],
  ['associates college', type('associates-college')],
  ['associates colleges', type('associates-college')],
  ['junior college', TWO_YEAR],
  ['junior colleges', TWO_YEAR],
  ['two year', TWO_YEAR],
  ['2 year', TWO_YEAR],
  ['public', type('public')],
  ['state school', type('public')],
  ['state schools', type('public')],
  ['private', type('private')],
  ['research', type('research')],
  ['research university', type('research')],
  ['research universities', type('research')],
  ['cheap', netPriceTerm(AFFORDABLE_NET_PRICE)],
  ['cheapest', netPriceTerm(AFFORDABLE_NET_PRICE)],
  ['affordable', netPriceTerm(AFFORDABLE_NET_PRICE)],
  ['inexpensive', netPriceTerm(AFFORDABLE_NET_PRICE)],
  ['low cost', netPriceTerm(AFFORDABLE_NET_PRICE)],
  ['budget', netPriceTerm(AFFORDABLE_NET_PRICE)],
  // Spanish: adjectives in their four forms where a student may write any of them.
  ...(['pequena', 'pequenas', 'pequeno', 'pequenos'] as const).map((word): [string, Term] => [word, size('small')]),
  ...(['mediana', 'medianas', 'mediano', 'medianos'] as const).map((word): [string, Term] => [word, size('medium')]),
  ...(['grande', 'grandes'] as const).map((word): [string, Term] => [word, size('large')]),
  ...(['muy grande', 'muy grandes'] as const).map((word): [string, Term] => [word, size('very-large')]),
  ['artes liberales', type('liberal-arts')],
  ...(['colegio comunitario', 'colegios comunitarios', 'universidad comunitaria', 'universidades comunitarias'] as const).map(
    (word): [string, Term] => [word, type('community-college')],
  ),
  ...(['dos anos', '2 anos'] as const).map((word): [string, Term] => [word, TWO_YEAR]),
  ...(['publica', 'publicas', 'publico', 'publicos', 'estatal', 'estatales'] as const).map((word): [string, Term] => [
    word,
    type('public'),
  ]),
  ...(['privada', 'privadas', 'privado', 'privados'] as const).map((word): [string, Term] => [word, type('private')]),
  ...(['investigacion', 'de investigacion'] as const).map((word): [string, Term] => [word, type('research')]),
  ...(
    [
      'barata',
      'baratas',
      'barato',
      'baratos',
      'economica',
      'economicas',
      'economico',
      'economicos',
      'asequible',
      'asequibles',
      'bajo costo',
    ] as const
  ).map((word): [string, Term] => [word, netPriceTerm(AFFORDABLE_NET_PRICE)]),
]);

/** Words before a price ("under 20k", "less than $25,000"). */
export const PRICE_CAPS = new Set([
  'under',
  'below',
  'less than',
  'max',
  'at most',
  'cheaper than',
  'up to',
  // Spanish: "menos de 20k", "hasta $20,000".
  'menos de',
  'hasta',
  'maximo',
  'debajo de',
]);

/** "20k", "$20,000", "20000", "20 k" -> 20000; null when not a plausible yearly price. */
export function parsePrice(words: readonly string[]): { value: number; length: number } | null {
  const first = words[0]?.replace(/[$,]/g, '').toLowerCase();
  if (!first) return null;
  const match = /^(\d+(?:\.\d+)?)(k)?$/.exec(first);
  if (!match) return null;
  let value = Number(match[1]);
  let length = 1;
  const next = words[1]?.toLowerCase();
  if (match[2] || next === 'k' || next === 'thousand') {
    value *= 1000;
    if (!match[2]) length = 2;
  }
  return value >= 1000 && value <= 100_000 ? { value: Math.round(value), length } : null;
}

/** Spanish words that introduce a place ("en ohio", "cerca de boston", "el área de atlanta"). */
export const SPANISH_PLACE_WORDS = new Set(['en', 'cerca de', 'cerca', 'alrededor de', 'area de', 'zona de']);
/** Words that introduce a place ("in ohio", "near boston", "around atlanta", "close to austin"). */
export const PLACE_WORDS = new Set(['in', 'near', 'around', 'close to', 'nearby', 'outside', 'by', 'on', ...SPANISH_PLACE_WORDS]);

/** Words that say nothing on their own: left alone, they are not searched as text. */
export const FILLER_WORDS = new Set([
  'college',
  'colleges',
  'university',
  'universities',
  'school',
  'schools',
  'program',
  'programs',
  'degree',
  'degrees',
  'major',
  'majors',
  'best',
  'top',
  'good',
  'great',
  'with',
  'for',
  'that',
  'offer',
  'offers',
  'offering',
  'have',
  'has',
  'options',
  'area',
  'metro',
  'city',
  'state',
  'campus',
  'campuses',
  'a',
  'an',
  'the',
  'of',
  'at',
  'and',
  'in',
  'near',
  'around',
  'to',
  'by',
  'on',
  // Spanish.
  'universidad',
  'universidades',
  'colegio',
  'colegios',
  'escuela',
  'escuelas',
  'programa',
  'programas',
  'carrera',
  'carreras',
  'titulo',
  'titulos',
  'licenciatura',
  'licenciaturas',
  'grado',
  'grados',
  'opciones',
  'estudiar',
  'mejor',
  'mejores',
  'mas',
  'muy',
  'buen',
  'bueno',
  'buena',
  'buenas',
  'buenos',
  'con',
  'para',
  'que',
  'ofrece',
  'ofrecen',
  'tiene',
  'tienen',
  'zona',
  'ciudad',
  'estado',
  'un',
  'una',
  'unos',
  'unas',
  'el',
  'la',
  'los',
  'las',
  'de',
  'del',
  'y',
  'en',
  'cerca',
]);
