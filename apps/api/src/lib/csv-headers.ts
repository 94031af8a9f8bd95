/**
 * A CSV header as pasted files write it, reduced to what identifies the column: lower case, with
 * every run of spaces and punctuation one space ("Class Year", "class_year" and "CLASS-YEAR" all
 * read `class year`). The admission-history import and the checked-deadlines list match their
 * columns (and the aliases of each) on this key.
 */
export const headerKey = (header: string): string =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
