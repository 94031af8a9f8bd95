import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ExternalLink, Search } from 'lucide-react';
import { useId } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { schoolQueryOptions } from '../../lib/api/get-school.ts';
import { schoolsInfiniteQueryOptions } from '../../lib/api/get-schools.ts';
import { tourSearch } from './virtual-tours.loader.ts';

/**
 * /virtual-tours: how to find a college's own tours and visits, and a search that leads to a
 * college's admissions website (IPEDS HD2024's address). It never says a tour exists: the
 * federal data has no such field, and the college's site is the only one that knows.
 */
export function Component() {
  const [params] = useSearchParams();
  const college = params.get('college')?.trim() || null;
  const search = params.get('search')?.trim() ?? '';
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`Guides`}
      title={t`Campus tours and visits`}
      intro={t`Every college runs its own tours, virtual and in person. Find a college here to reach its admissions website, where its visits are listed.`}
      description={t`How to find a college's own virtual tours, campus visits and information sessions, with a search that leads to each college's admissions website.`}
    >
      <h2 id="find">
        <Trans>Find a college's tours</Trans>
      </h2>
      <TourSearch defaultValue={search} />
      {college ? <CollegeVisits idOrSlug={college} /> : search ? <SearchResults search={search} /> : null}

      <h2 id="how">
        <Trans>What to look for on its website</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>The "Visit" page of admissions</strong>: in-person tours, information sessions and open houses, usually booked ahead,
            and the college's own virtual tour when it has one.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Virtual information sessions</strong>: live talks by admissions officers and students, often with questions at the end.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your region's admissions officer</strong>: many colleges name one per area; they visit high schools and college fairs.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Register when you visit</strong> if the college asks: some note that you showed interest.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Tours on a college's own website are free. Be careful with other sites selling "tours" or "admission visits": the college's site
          is the one to trust. Keep visit dates as <Link to={paths.tasks.getHref()}>tasks</Link> so you get reminders.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            The admissions website address is the one each college reported to the U.S. Department of Education (the IPEDS directory). We do
            not know which colleges offer a virtual tour, so we never say one does: the college's own site tells you.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}

function TourSearch({ defaultValue }: { defaultValue: string }) {
  const id = useId();
  const { t } = useLingui();
  // The page's own URL in its language (/es/virtual-tours in Spanish): a plain form does not know the router's basename.
  const action = useHref(paths.virtualTours.getHref());
  // A plain GET form: it works before the page's script loads, and the URL keeps the search.
  return (
    <form role="search" action={action} method="get" className="mt-4 flex flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        <Trans>College name</Trans>
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          key={defaultValue}
          name="search"
          type="search"
          defaultValue={defaultValue}
          placeholder={t`College name, such as Georgia Tech`}
          enterKeyHint="search"
          className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-11 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-indigo-500"
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'rounded-xl px-5 py-3 text-base')}>
        <Trans>Find its tours</Trans>
      </button>
    </form>
  );
}

function SearchResults({ search }: { search: string }) {
  const results = useInfiniteQuery(schoolsInfiniteQueryOptions(tourSearch(search)));
  const schools = results.data?.pages[0]?.results;
  const { t } = useLingui();
  if (results.isError)
    return (
      <p role="alert">
        <Trans>The search could not be done just now. Please try again.</Trans>
      </p>
    );
  if (!schools)
    return (
      <p role="status">
        <Trans>Searching…</Trans>
      </p>
    );
  if (schools.length === 0)
    return (
      <p role="status">
        <Trans>No college matches “{search}”. Try its full name or another spelling.</Trans>
      </p>
    );
  return (
    <ul className="mt-4 space-y-2" aria-label={t`Colleges matching ${search}`} data-testid="tour-results">
      {schools.map((school) => (
        <li key={school.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
          <Link to={paths.virtualTours.getHref({ college: school.id })} className="font-semibold text-indigo-700 hover:underline">
            {school.name}
          </Link>
          <span className="ml-2 text-sm text-slate-600">{school.location}</span>
        </li>
      ))}
    </ul>
  );
}

function CollegeVisits({ idOrSlug }: { idOrSlug: string }) {
  const school = useQuery(schoolQueryOptions(idOrSlug));
  if (school.isError)
    return (
      <p role="alert">
        <Trans>We could not find that college. Search for it by name.</Trans>
      </p>
    );
  if (!school.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return <VisitsCard school={school.data} />;
}

function VisitsCard({ school }: { school: SchoolDetail }) {
  const href = school.urls.admissions ?? school.urls.website;
  const source = school.fieldSources[school.urls.admissions ? 'urls.admissions' : 'urls.website'];
  const name = school.name;
  const host = href ? new URL(href).host : '';
  const dataset = source?.dataset;
  const year = source?.year;
  return (
    <section
      aria-labelledby="tour-college"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="tour-college"
    >
      <h3 id="tour-college" className="text-lg font-semibold text-slate-900">
        {school.name}
      </h3>
      <p className="text-sm text-slate-600">
        {school.city}, {school.state}
      </p>
      {href ? (
        <>
          <p className="mt-3 text-slate-700">
            {school.urls.admissions ? (
              <Trans>Its tours and visits, virtual or in person, are listed on its admissions website:</Trans>
            ) : (
              <Trans>Its tours and visits, virtual or in person, are listed on its website:</Trans>
            )}
          </p>
          <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'mt-2 w-fit')}>
            {host}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
          <p className="mt-2 text-xs text-slate-600">
            {source ? (
              <Trans>
                Address as {name} reported it to the U.S. Department of Education ({dataset}, {year}). Whether it offers a virtual tour is
                for its site to say.
              </Trans>
            ) : (
              <Trans>
                Address as {name} reported it to the U.S. Department of Education. Whether it offers a virtual tour is for its site to say.
              </Trans>
            )}
          </p>
        </>
      ) : (
        <p className="mt-3 text-slate-700">
          <Trans>{name} reported no website to the U.S. Department of Education. Its phone number and address are on its page.</Trans>
        </p>
      )}
      <Link to={paths.university.getHref(school.slug)} className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline">
        <Trans>About {name} on CampusPath</Trans>
      </Link>
    </section>
  );
}
