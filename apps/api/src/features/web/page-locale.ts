import type { FastifyRequest } from 'fastify';

/**
 * The language of a page, as the server sees it (docs/i18n.md): the same rule as the web's
 * `lib/i18n/locales.ts` (the API never imports web code): English at the root, Spanish under
 * `/es`. A visitor's choice is remembered in `campuspath_lang`; without one, the browser's
 * Accept-Language decides where `/` sends them.
 */
export type PageLocale = 'en' | 'es';

const LOCALE_COOKIE = 'campuspath_lang';

export const localeOfPath = (pathname: string): PageLocale => (pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en');

/** A path without its language: `/es/explore` is `/explore`, `/es` and `/es/` are `/`. */
export const withoutLocale = (path: string): string => (localeOfPath(path.split('?')[0]!) === 'es' ? path.slice(3) || '/' : path);

/** `path` (without a language) in `locale`: Spanish home is `/es/`. */
export const pathIn = (locale: PageLocale, path: string): string => (locale === 'es' ? `/es${path}` : path);

/** The language the visitor chose before (the switch's cookie), if any. */
export function rememberedLocale(request: FastifyRequest): PageLocale | null {
  const chosen = request.cookies[LOCALE_COOKIE];
  return chosen === 'en' || chosen === 'es' ? chosen : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `hreflang` alternates of a public page (`path` without its language): each language's URL,
 * and English as the default for every other language.
 */
export function alternateLinks(publicUrl: string, path: string): string {
  const en = publicUrl + path;
  const es = publicUrl + pathIn('es', path);
  return [
    `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
    `<link rel="alternate" hreflang="es" href="${escapeHtml(es)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
  ].join('\n    ');
}

/** index.html with its `<html lang>` set to the page's language. */
export const withLang = (html: string, locale: PageLocale): string =>
  locale === 'en' ? html : html.replace('<html lang="en">', '<html lang="es">');
