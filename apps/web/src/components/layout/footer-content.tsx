import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Logo } from './logo.tsx';
import { ShareLinks } from './share-links.tsx';
import { renderToday } from '../../lib/format-date.ts';

type FooterLink = { label: MessageDescriptor; href: string; external?: boolean };

/**
 * Footer columns (spec section 2: Explore, Resources, Company). Every link leads to a page that
 * exists: app routes, anchors on them, searches on /explore, or the API docs the server serves.
 */
const COLUMNS: { title: MessageDescriptor; links: FooterLink[] }[] = [
  {
    title: msg`Explore`,
    links: [
      { label: msg`Search all colleges`, href: paths.explore.getHref() },
      { label: msg`Browse by major`, href: paths.programs.getHref() },
      { label: msg`Computer science`, href: paths.explore.getHref('computer science') },
      { label: msg`Engineering`, href: paths.explore.getHref('engineering') },
      { label: msg`Nursing`, href: paths.explore.getHref('nursing') },
      { label: msg`Business`, href: paths.explore.getHref('business') },
    ],
  },
  {
    title: msg`Resources`,
    links: [
      { label: msg`The season, step by step`, href: paths.guides.getHref() },
      { label: msg`Essay tips`, href: paths.essayTips.getHref() },
      { label: msg`SAT and ACT prep`, href: paths.testPrep.getHref() },
      { label: msg`Financial aid guide`, href: paths.financialAid.getHref() },
      { label: msg`Finding scholarships`, href: paths.scholarships.getHref() },
      { label: msg`Tours and visits`, href: paths.virtualTours.getHref() },
      { label: msg`Where our data comes from`, href: `${paths.about.getHref()}#data` },
      { label: msg`API docs`, href: paths.apiDocs.getHref(), external: true },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { label: msg`About`, href: paths.about.getHref() },
      { label: msg`Features`, href: paths.features.getHref() },
      { label: msg`Careers`, href: paths.careers.getHref() },
      { label: msg`Contact`, href: paths.contact.getHref() },
    ],
  },
];

const LEGAL: FooterLink[] = [
  { label: msg`Terms of Service`, href: paths.terms.getHref() },
  { label: msg`Privacy Policy`, href: paths.privacy.getHref() },
  { label: msg`Cookie Policy`, href: paths.cookies.getHref() },
];

const linkClass = 'rounded text-slate-300 transition-colors hover:text-white';

function FooterAnchor({ link }: { link: FooterLink }) {
  const { i18n } = useLingui();
  // The API docs are served by the API, outside the single-page app: a full page load.
  return link.external ? (
    <a href={link.href} className={linkClass}>
      {i18n._(link.label)}
    </a>
  ) : (
    <Link to={link.href} className={linkClass}>
      {i18n._(link.label)}
    </Link>
  );
}

/** What the footer shows (spec section 2): loaded as the footer comes near; see site-footer.tsx. */
export default function FooterContent({ siteUrl }: { siteUrl: string }) {
  const { i18n } = useLingui();
  const year = renderToday().getFullYear();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="max-w-xs">
            <Logo tone="light" />
            <p className="mt-4 leading-relaxed text-slate-300">
              <Trans>
                Free college search and application planning for high school students, built on public data from the U.S. Department of
                Education.
              </Trans>
            </p>
            <h2 className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-400">
              <Trans>Share CampusPath</Trans>
            </h2>
            <div className="mt-3">
              <ShareLinks siteUrl={siteUrl} />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
            {COLUMNS.map((column) => (
              <div key={column.title.id}>
                <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{i18n._(column.title)}</h2>
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
          <p className="text-slate-400">
            <Trans>© {year} CampusPath</Trans>
          </p>
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
