/**
 * The HTML part of every email (reminders, the digest, account emails), beside the plain text
 * (multipart/alternative): one column, system fonts, real links with their purpose in the link
 * text, no images, no remote content and no scripts, so it reads the same in every mail client and screen reader and tracks nobody.
 * Everything the student typed (titles, names) goes through `escapeHtml`.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** An email's words: its subject, the plain text, and the same as HTML (htmlDocument). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Markup, already escaped: built only by the helpers below from escaped text. */
export type Html = { readonly html: string };

const raw = (html: string): Html => ({ html });
const text = (value: string | Html): string => (typeof value === 'string' ? escapeHtml(value) : value.html);

/** Joins text (escaped) and markup. */
export const fragment = (...parts: (string | Html)[]): Html => raw(parts.map(text).join(''));

export const strong = (value: string): Html => raw(`<strong>${escapeHtml(value)}</strong>`);

export const link = (href: string, label: string): Html =>
  raw(`<a href="${escapeHtml(href)}" style="color:#1d4ed8;text-decoration:underline">${escapeHtml(label)}</a>`);

export const paragraph = (...parts: (string | Html)[]): Html => raw(`<p style="margin:0 0 16px">${fragment(...parts).html}</p>`);

export const heading = (value: string): Html =>
  raw(`<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3">${escapeHtml(value)}</h2>`);

export const list = (items: Html[]): Html =>
  raw(`<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li style="margin:0 0 8px">${item.html}</li>`).join('')}</ul>`);

/** A whole document in `lang`: the body's blocks, then a footer of smaller print (settings, unsubscribe, why it was sent). */
export function htmlDocument(title: string, body: Html[], footer: Html[], lang = 'en'): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background-color:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    ...body.map((block) => block.html),
    '<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0">',
    ...footer.map((line) => `<p style="margin:0 0 8px;font-size:14px;color:#4b5563">${line.html}</p>`),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
