import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';

/**
 * The link that stands where the spec puts "Schedule Virtual Tour" and "Schedule a Visit": no
 * source shows a tour or a booking, so it names what it opens, the admissions page IPEDS lists for
 * the college (ADMINURL), else its home page, with the site's host. Null when the data has neither.
 * Its words are in the page's language (`i18n`).
 */
export function visitLink(school: SchoolDetail, i18n: I18n): { href: string; label: string; description: string } | null {
  const href = school.urls.admissions ?? school.urls.website;
  if (!href) return null;
  const host = new URL(href).host;
  return school.urls.admissions
    ? {
        href,
        label: i18n._(msg`Admissions website`),
        description: i18n._(
          msg`The college's admissions website (${host}): tours and visits, where the college offers them, are arranged there, not on CampusPath.`,
        ),
      }
    : {
        href,
        label: i18n._(msg`College website`),
        description: i18n._(
          msg`The college's website (${host}); IPEDS lists no admissions page for it. Tours and visits are arranged by the college, not on CampusPath.`,
        ),
      };
}
