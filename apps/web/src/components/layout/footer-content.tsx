import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Logo } from './logo.tsx';
import { ShareLinks } from './share-links.tsx';

type FooterLink = { label: string; href: string; external?: boolean };

/**
 * Footer columns (spec section 2: Explore, Resources, Company). Every link leads to a page that
 * exists: app routes, anchors on them, searches on /explore, or the API docs the server serves.
 */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Search all colleges', href: paths.explore.getHref() },
      { label: 'Browse by major', href: paths.programs.getHref() },
      { label: 'Computer science', href: paths.explore.getHref('computer science') },
      { label: 'Engineering', href: paths.explore.getHref('engineering') },
      { label: 'Nursing', href: paths.explore.getHref('nursing') },
      { label: 'Business', href: paths.explore.getHref('business') },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'The season, step by step', href: paths.guides.getHref() },
      { label: 'Essay tips', href: paths.essayTips.getHref() },
      { label: 'SAT and ACT prep', href: paths.testPrep.getHref() },
      { label: 'Financial aid guide', href: paths.financialAid.getHref() },
      { label: 'Finding scholarships', href: paths.scholarships.getHref() },
      { label: 'Tours and visits', href: paths.virtualTours.getHref() },
      { label: 'Where our data comes from', href: `${paths.about.getHref()}#data` },
      { label: 'API docs', href: paths.apiDocs.getHref(), external: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: paths.about.getHref() },
      { label: 'Features', href: paths.features.getHref() },
      { label: 'Careers', href: paths.careers.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
];

const LEGAL: FooterLink[] = [
  { label: 'Terms of Service', href: paths.terms.getHref() },
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
  { label: 'Cookie Policy', href: paths.cookies.getHref() },
];

const linkClass = 'rounded text-slate-300 transition-colors hover:text-white';

function FooterAnchor({ link }: { link: FooterLink }) {
  // The API docs are served by the API, outside the single-page app: a full page load.
  return link.external ? (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

/** What the footer shows (spec section 2): loaded as the footer comes near; see site-footer.tsx. */
export default function FooterContent({ siteUrl }: { siteUrl: string }) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="max-w-xs">
            <Logo tone="light" />
            <p className="mt-4 leading-relaxed text-slate-300">
              Free college search and application planning for high school students, built on public data from the U.S. Department of
              Education.
            </p>
            <h2 className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-400">Share CampusPath</h2>
            <div className="mt-3">
              <ShareLinks siteUrl={siteUrl} />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
            {COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-400">© {new Date().getFullYear()} CampusPath</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
