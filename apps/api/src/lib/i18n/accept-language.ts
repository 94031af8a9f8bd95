/** The two languages the API writes in: English, and Spanish (es-US). */
export type ApiLocale = 'en' | 'es';

/**
 * The language a request prefers of the two we speak, by Accept-Language's weights (RFC 9110
 * 12.5.4): `es`, `es-US`, `es-419`… are Spanish, `en…` English; the first of either by weight wins,
 * English when it names neither (or sends no header, as most API clients do).
 */
export function preferredLocale(acceptLanguage: string | undefined): ApiLocale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.split('-')[0], weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => (entry.language === 'en' || entry.language === 'es') && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language === 'es' ? 'es' : 'en';
}
