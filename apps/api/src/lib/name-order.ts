/**
 * Names in the order people read them: numbers inside a name by value ("Student 2" before
 * "Student 10", "Homeroom 9" before "Homeroom 10"), case and accents aside. SQL's ORDER BY cannot
 * do this the same way on SQLite and PostgreSQL, so lists of names are ordered here.
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare;

/** `a` before `b` by name as people read it, then by id so that equal names keep one order on both engines. */
export const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }): number =>
  compareNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
