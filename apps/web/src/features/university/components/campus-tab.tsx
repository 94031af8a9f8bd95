import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, MapPin } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { BrowserOnly } from '../../../components/ui/browser-only.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { localeLabel } from '../../../lib/setting-labels.ts';
import { visitLink } from '../visit-link.ts';
import { StudentServicesLinks } from './student-services-links.tsx';

const CampusMap = lazy(() => import('./campus-map.tsx'));

function osmLinks(lat: number, lng: number) {
  return {
    directions: `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`,
    map: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  };
}

/** Only a college that answered "not part of a system" is called that; one that did not answer is "Not reported". */
function systemWords({ membership, name }: SchoolDetail['system'], i18n: I18n): string {
  if (membership === 'member') return name ?? i18n._(msg`A multi-campus system (name not reported)`);
  return membership === 'independent' ? i18n._(msg`Not part of a system`) : i18n._(msg`Not reported`);
}

export function CampusTab({ school, stateFips }: { school: SchoolDetail; stateFips: string | undefined }) {
  const { t, i18n } = useLingui();
  const notReported = t`Not reported`;
  const { mapLocation } = school;
  const { name: schoolName, city, state } = school;
  const phone = school.phone ?? notReported;
  const coordinates = mapLocation.coordinates;
  const links = coordinates ? osmLinks(coordinates.lat, coordinates.lng) : null;
  const visit = visitLink(school, i18n);
  const visitId = useId();
  const { carnegie } = school;
  const facts = [
    { label: t`Setting`, value: school.locale ? localeLabel(i18n, school.locale) : notReported },
    { label: t`Carnegie Classification (2025)`, value: carnegie.institutional2025 ?? t`Not classified` },
    ...(carnegie.research2025 ? [{ label: t`Research designation (Carnegie 2025)`, value: carnegie.research2025 }] : []),
    ...(carnegie.accessAndEarnings2025
      ? [{ label: t`Student access and earnings (Carnegie 2025)`, value: carnegie.accessAndEarnings2025 }]
      : []),
    { label: t`Size and setting (Carnegie 2021)`, value: carnegie.sizeAndSetting ?? notReported },
    { label: t`Religious affiliation`, value: school.religiousAffiliation ?? t`None reported` },
    { label: t`Part of`, value: systemWords(school.system, i18n) },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div>
        {coordinates ? (
          // Drawn in the browser only: the whole country's outlines would add 200 KB to the page's HTML.
          <BrowserOnly fallback={<Skeleton className="aspect-[8/5] w-full" />}>
            <Suspense fallback={<Skeleton className="aspect-[8/5] w-full" />}>
              <CampusMap
                lat={coordinates.lat}
                lng={coordinates.lng}
                stateFips={stateFips}
                label={t`Map showing ${schoolName} in ${city}, ${state}`}
              />
            </Suspense>
          </BrowserOnly>
        ) : (
          <p className="rounded-xl bg-slate-100 p-6 text-sm text-slate-700">
            <Trans>Coordinates not reported.</Trans>
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {links && (
            <>
              <a href={links.directions} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                <MapPin aria-hidden="true" className="size-4" />
                <Trans>
                  Get Directions<span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
                </Trans>
              </a>
              <a href={links.map} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                <Trans>
                  View Campus Map<span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
                </Trans>
              </a>
            </>
          )}
          {visit && (
            <a href={visit.href} target="_blank" rel="noopener noreferrer" aria-describedby={visitId} className={buttonClass('primary')}>
              {visit.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          )}
        </div>
        {visit && (
          <p id={visitId} className="mt-2 text-xs text-slate-600">
            {visit.description}
          </p>
        )}
      </div>
      <div className="space-y-4">
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold">
            <Trans>Address</Trans>
          </h2>
          <address className="mt-2 not-italic leading-relaxed text-slate-700">
            {mapLocation.address && (
              <>
                {mapLocation.address}
                <br />
              </>
            )}
            {mapLocation.city}, {mapLocation.state} {mapLocation.zip}
            <br />
            {mapLocation.country}
          </address>
          <p className="mt-2 text-sm text-slate-700">
            <Trans>Phone: {phone}</Trans>
          </p>
          <p className="mt-1 text-xs text-slate-600">
            <Trans>IPEDS HD2024 directory (2024-25).</Trans>
          </p>
        </section>
        <StudentServicesLinks urls={school.urls} />
        <dl className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="flex justify-between gap-4 border-b border-slate-100 py-2 last:border-0">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="text-right font-medium text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {school.designations.length > 0 && (
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold">
              <Trans>Designations</Trans>
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {school.designations.map((designation) => (
                <li key={designation} className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900">
                  {designation}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
