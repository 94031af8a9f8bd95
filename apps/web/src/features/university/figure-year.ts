import { ownYear, type FigureYears } from '@campuspath/contract/school-sections';

/**
 * " (2022-23)" after a figure whose year differs from its section's (the section says its own
 * year once), else nothing: one way for every section of the college page to place a year.
 */
export function yearSuffix(school: FigureYears, field: string): string {
  const year = ownYear(school, field);
  return year ? ` (${year})` : '';
}
