import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head.ts';

const SITE = 'CampusPath';

/** The browser tab title for a page: "{title} | CampusPath", or a title that already starts with "CampusPath" as is (home). */
export function documentTitle(title: string): string {
  return title.startsWith(SITE) ? title : `${title} | ${SITE}`;
}

/**
 * Sets document.title while the page is shown, so history, bookmarks and screen readers name the
 * page; in a server render, the HTML's <title> (page-head.ts).
 */
export function useDocumentTitle(title: string): void {
  useContext(PageHeadContext)?.collect({ title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
