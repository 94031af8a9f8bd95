import type { ReactNode } from 'react';
import { usePageHead } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Typography for long-form text, without a typography plugin. It styles only bare elements
 * (no class attribute), so cards and buttons placed inside a page keep their own look.
 */
const PROSE = [
  'leading-7 text-slate-700',
  '[&_h2:not([class])]:mt-12 [&_h2:not([class])]:scroll-mt-24 [&_h2:not([class])]:text-2xl [&_h2:not([class])]:font-bold [&_h2:not([class])]:tracking-tight [&_h2:not([class])]:text-slate-900',
  '[&_h3:not([class])]:mt-8 [&_h3:not([class])]:scroll-mt-24 [&_h3:not([class])]:text-lg [&_h3:not([class])]:font-semibold [&_h3:not([class])]:text-slate-900',
  '[&_p:not([class])]:mt-4',
  '[&_ul:not([class])]:mt-4 [&_ul:not([class])]:list-disc [&_ul:not([class])]:space-y-2 [&_ul:not([class])]:pl-6',
  '[&_ol:not([class])]:mt-4 [&_ol:not([class])]:list-decimal [&_ol:not([class])]:space-y-2 [&_ol:not([class])]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a:not([class])]:font-medium [&_a:not([class])]:text-indigo-700 [&_a:not([class])]:underline [&_a:not([class])]:decoration-indigo-300 [&_a:not([class])]:underline-offset-2',
  '[&_a:not([class]):hover]:text-indigo-900 [&_a:not([class]):hover]:decoration-indigo-600',
].join(' ');

/**
 * The shared frame of the static pages (About, Privacy, Terms...): a header band with the
 * page's one h1 and an intro, then readable text at a comfortable measure.
 */
export function ProsePage({
  eyebrow,
  title,
  intro,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  /** The search snippet (meta description) of the server-rendered page. */
  description?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  usePageHead(description ? { description } : {});
  return (
    <article>
      <header className="-mt-16 border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white pb-12 pt-28 sm:pb-16 sm:pt-36">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
          <div className="mt-5 text-lg text-pretty text-slate-600">{intro}</div>
        </div>
      </header>
      <div className={`mx-auto max-w-3xl px-4 pb-24 pt-4 sm:px-6 ${PROSE}`}>{children}</div>
    </article>
  );
}

/** A highlighted note inside a prose page. */
export function Callout({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 rounded-2xl border border-indigo-100 bg-indigo-50/70 p-5 text-slate-700 [&>p:first-child]:mt-0">{children}</div>
  );
}
