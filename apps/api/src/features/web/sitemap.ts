import { pagePaths } from '@campuspath/contract/page-paths';
import type { Catalog } from '../../catalog/catalog.ts';
import { pathIn } from './page-locale.ts';

/** The public pages besides the colleges' own: home, Explore, Browse by major and the static pages. */
const SITE_PAGES = [
  pagePaths.home,
  pagePaths.explore,
  pagePaths.programs,
  pagePaths.about,
  pagePaths.features,
  pagePaths.financialAid,
  pagePaths.guides,
  pagePaths.essayTips,
  pagePaths.testPrep,
  pagePaths.scholarships,
  pagePaths.virtualTours,
  pagePaths.careers,
  pagePaths.contact,
  pagePaths.privacy,
  pagePaths.terms,
  pagePaths.cookies,
].map((page) => page.getHref());

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml (sitemaps.org 0.9): every public page and every college's page, by its canonical
 * (slug) URL, absolute, in English and in Spanish (`/es/…`). 3,031 colleges in two languages fit one file (the limit is 50,000 URLs and 50 MB).
 */
export function buildSitemap(catalog: Catalog, publicUrl: string): string {
  const pages = [...SITE_PAGES, ...catalog.schools.map((school) => pagePaths.university.getHref(school.slug))];
  const urls = [...pages, ...pages.map((path) => pathIn('es', path))];
  const entries = urls.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt (RFC 9309): everything but the API may be crawled; the sitemap named by absolute URL. */
export function buildRobots(publicUrl: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
