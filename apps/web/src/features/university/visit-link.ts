import type { SchoolDetail } from '@campuspath/contract/schools';

/**
 * Where "Schedule Virtual Tour" and "Schedule a Visit" (spec names) really go: the
 * admissions page IPEDS lists for the college (ADMINURL), else its home page; IPEDS has no
 * tour or visit page. The description says so, with the site's host, so nobody expects a booking
 * form of ours. Null when the data has neither address.
 */
export function visitLink(school: SchoolDetail, what: 'Virtual tour' | 'Campus visits'): { href: string; description: string } | null {
  const href = school.urls.admissions ?? school.urls.website;
  if (!href) return null;
  const where = school.urls.admissions ? 'admissions website' : 'website';
  return { href, description: `${what} – on the college's ${where} (${new URL(href).host})` };
}
