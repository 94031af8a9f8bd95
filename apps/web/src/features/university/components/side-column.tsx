import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Check, Columns3, ExternalLink, FilePlus2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { currentEntryYear, nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import type { SchoolDetail, SimilarSchoolsResponse } from '@campuspath/contract/school-detail';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CollegeAdmissionsLinks } from '../../../components/ui/college-admissions-links.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay, renderToday } from '../../../lib/format-date.ts';
import { nationalDateTitle } from '../../../lib/national-date-terms.ts';
import { similarReasonText } from '../similar-reason-text.ts';
import { visitLink } from '../visit-link.ts';

interface SideColumnProps {
  school: SchoolDetail;
  startApplicationHref: string;
  similar: SimilarSchoolsResponse | undefined;
  similarHref: (slug: string) => string;
  /** "Your estimated net price" with its income selector, composed by the page. */
  netPrice?: ReactNode;
  /** "Add to Comparison": whether this school is in the list, the toggle, and the comparison's link. */
  compared?: boolean;
  onToggleCompare?: () => void;
  compareHref?: string;
  /** The dates the student's high school counselors checked for this college, composed by the page (after hydration). */
  counselorDates?: ReactNode;
}

export function SideColumn(props: SideColumnProps) {
  const {
    school,
    startApplicationHref,
    similar,
    similarHref,
    netPrice,
    compared = false,
    onToggleCompare,
    compareHref,
    counselorDates,
  } = props;
  const { t, i18n } = useLingui();
  const entryYear = currentEntryYear(renderToday());
  const nationalDates = nationalAdmissionsDates(entryYear);
  const tour = visitLink(school, i18n);
  const tourId = useId();
  const schoolName = school.name;
  return (
    <aside className="space-y-5" aria-label={t`Plan your application`}>
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
        <Link to={startApplicationHref} className={buttonClass('primary', 'w-full')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          <Trans>Start Application</Trans>
        </Link>
        {tour && (
          <div>
            <a
              href={tour.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={tourId}
              className={buttonClass('secondary', 'w-full')}
            >
              {tour.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
            <p id={tourId} className="mt-1 text-center text-xs text-slate-600">
              {tour.description}
            </p>
          </div>
        )}
        {onToggleCompare && (
          <button type="button" aria-pressed={compared} onClick={onToggleCompare} className={buttonClass('secondary', 'w-full')}>
            {compared ? (
              <Check aria-hidden="true" className="size-4 text-indigo-700" />
            ) : (
              <Columns3 aria-hidden="true" className="size-4" />
            )}
            <span>
              {compared ? (
                <Trans>
                  Remove<span className="sr-only"> {schoolName}</span> from Comparison
                </Trans>
              ) : (
                <Trans>
                  Add<span className="sr-only"> {schoolName}</span> to Comparison
                </Trans>
              )}
            </span>
          </button>
        )}
        {compared && compareHref && (
          <Link to={compareHref} className="block text-center text-sm font-medium text-indigo-700 hover:underline">
            <Trans>Open the comparison</Trans>
          </Link>
        )}
      </div>

      {netPrice && (
        <div className="rounded-xl border border-slate-200 bg-white p-5" data-testid="side-net-price">
          {netPrice}
        </div>
      )}

      <section aria-labelledby="dates-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="dates-title" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays aria-hidden="true" className="size-5 text-indigo-600" />
          <Trans>Important Dates</Trans>
        </h2>
        {counselorDates}
        {school.applicationDeadlines.length > 0 ? (
          <ul className="mt-3 space-y-2 text-sm">
            {school.applicationDeadlines.map((deadline) => (
              <li key={`${deadline.type}-${deadline.date}`} className="flex justify-between gap-3">
                <span>{deadline.type}</span>
                <span className="font-medium">{formatDay(deadline.date)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>
              This college's own deadlines are not in the public data; check its admissions website. National and typical dates for students
              starting in fall {entryYear}:
            </Trans>
          </p>
        )}
        <CollegeAdmissionsLinks urls={school.urls} />
        <ul className="mt-3 space-y-3 text-sm">
          {nationalDates.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3">
              <span>
                <span className="font-medium text-slate-900">{nationalDateTitle(i18n, item)}</span>
                <span
                  className={`ml-2 rounded px-1.5 py-0.5 text-xs ${item.kind === 'national' ? 'bg-indigo-50 text-indigo-900' : 'bg-amber-50 text-amber-900'}`}
                >
                  {item.kind === 'national' ? t`National date` : t`Typical date`}
                </span>
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">{formatDay(item.date)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="similar-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="similar-title" className="text-lg font-semibold">
          <Trans>Similar Universities</Trans>
        </h2>
        {!similar ? (
          <div className="mt-3 space-y-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          <ul className="mt-3 space-y-3">
            {similar.results.map(({ school: other, reasonParts }) => (
              <li key={other.id}>
                <Link to={similarHref(other.slug)} className="font-medium text-indigo-700 hover:underline">
                  {other.name}
                </Link>
                <p className="text-xs text-slate-600">
                  {other.location} · {similarReasonText(i18n, reasonParts)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
