import type { PageHead } from './page-renderer.ts';

/** What index.html says of every page until a page says more. */
export const SITE_TITLE = 'CampusPath';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside a <script> element: `<` escaped so nothing in the data can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page's <title>, description, canonical link and Open Graph tags (absolute URLs, for search
 * engines and link previews), and its JSON-LD, in place of index.html's generic ones. A page
 * without a canonical URL (a "not found") gets no canonical link and no og:url.
 */
export function injectHead(indexHtml: string, head: PageHead, canonicalUrl: string | null, extraTags = ''): string {
  const title = escapeHtml(head.title ?? SITE_TITLE);
  const description = head.description ? escapeHtml(head.description.slice(0, 300)) : null;
  const tags = [
    description && `<meta name="description" content="${description}" />`,
    canonicalUrl && `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="CampusPath" />`,
    `<meta property="og:title" content="${title}" />`,
    description && `<meta property="og:description" content="${description}" />`,
    canonicalUrl && `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    head.jsonLd && `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
    extraTags,
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(description ? /<meta name="description"[^>]*>\s*/ : /(?!)/, '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
