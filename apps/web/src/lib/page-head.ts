import { createContext, useContext } from 'react';

/**
 * What a server-rendered page puts in the HTML head beyond its body: the tab title, the search
 * snippet, the canonical URL (a path; the server makes it absolute) and structured data. Pages say
 * it while they render (`useDocumentTitle`, `usePageHead`); the server's render collects it through
 * `PageHeadContext`, and the browser, which has no such object, only sets the title.
 */
export interface PageHead {
  title?: string;
  description?: string;
  canonicalPath?: string;
  /** schema.org structured data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Gathers what the pages say of the head; provided only by the server's render (app/entry-server.tsx). */
export interface PageHeadCollector {
  collect(head: PageHead): void;
}
export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/**
 * A page's description, canonical path and structured data, for the server-rendered head. Given
 * during render, on purpose: the server renders once and runs no effects; the values are the same
 * on every render, so a repeated one changes nothing.
 */
export function usePageHead(head: Omit<PageHead, 'title'>): void {
  useContext(PageHeadContext)?.collect(head);
}
