import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark, Check, Columns3, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { Chance } from '@campuspath/contract/recommendations';
import type { SchoolCard as SchoolCardData } from '@campuspath/contract/schools';
import { ChanceBadge } from '../../../components/ui/chance-badge.tsx';
import { formatChanceRange } from '../../../lib/chance-range.ts';
import { NetPriceEstimate } from '../../../components/ui/net-price-estimate.tsx';
import { CampusLocator } from '../../../components/ui/campus-locator.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDistance } from '../../../lib/format-distance.ts';
import { formatMoneyThousands } from '../../../lib/format-money.ts';
import { admissionRateText } from '../../../lib/admission-rate-text.ts';
import { formatSize } from '../../../lib/format-size.ts';
import { yearText } from '../../../lib/year-text.ts';
import { notReported } from '../../../lib/locale.ts';
import { majorNameLabel } from '../../../lib/major-family-labels.ts';
import { headlineTuition } from '../../../lib/residency.ts';

/** Spec section 2, "University card": at most 3 majors, then "+N more". */
export const CARD_MAJORS = 3;

interface SchoolCardProps {
  school: SchoolCardData;
  saved: boolean;
  onToggleSaved: (id: number) => void;
  /** The student's chance here (personal lists only): the label pill and the estimated range. */
  chance?: Chance;
  /** The family's income band: the card then shows "Your estimated net price" for it. */
  incomeBand?: IncomeBand | null;
  /** The student's home state: a public college elsewhere shows its out-of-state tuition. */
  homeState?: string | null;
  /** "Add to comparison": shown when a page passes onToggleCompare. */
  compared?: boolean;
  onToggleCompare?: (school: SchoolCardData) => void;
}

/**
 * The whole card links to the university page: the title link's ::after stretches over the card,
 * so there is one link per card and the bookmark button sits above it (no button inside a link).
 */
export function SchoolCard({
  school,
  saved,
  onToggleSaved,
  chance,
  incomeBand = null,
  homeState = null,
  compared = false,
  onToggleCompare,
}: SchoolCardProps) {
  const { t, i18n } = useLingui();
  const majors = school.popular_majors.slice(0, CARD_MAJORS);
  const moreMajors = school.popular_majors.length - majors.length;
  const tuition = headlineTuition(school, homeState);
  const { name } = school;
  const tuitionLabel = { Tuition: t`Tuition`, 'Out-of-state tuition': t`Out-of-state tuition`, 'In-state tuition': t`In-state tuition` }[
    tuition.label
  ];
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      data-testid="school-card"
    >
      {school.image_url ? (
        <img src={school.image_url} alt="" className="h-32 w-full object-cover" loading="lazy" />
      ) : (
        <CampusLocator school={school} className="h-32 w-full" />
      )}
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? t`Remove ${name} from saved` : t`Save ${name}`}
        title={saved ? t`Remove from saved` : t`Save`}
        onClick={() => onToggleSaved(school.id)}
        className="absolute right-3 top-3 z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-indigo-700 shadow-sm transition-colors hover:bg-white hover:text-indigo-900"
      >
        <Bookmark aria-hidden="true" className="size-5" fill={saved ? 'currentColor' : 'none'} />
      </button>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-base font-semibold leading-snug text-slate-900">
            <Link
              to={paths.university.getHref(school.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-indigo-500"
            >
              {school.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span data-testid="school-location">{school.location}</span>
            {school.distanceMiles !== undefined && (
              <span className="text-slate-500">
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <span data-testid="school-distance">{formatDistance(school.distanceMiles)}</span>
              </span>
            )}
          </p>
        </div>

        {chance && <CardChance chance={chance} />}

        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 px-3 py-2 text-center">
          <CardStat
            label={tuitionLabel ?? tuition.label}
            value={formatMoneyThousands(tuition.amount)}
            year={tuition.amount !== null ? school.olderYears.tuition : undefined}
            testId="school-tuition"
          />
          <CardStat
            label={t`Students`}
            value={formatSize(school.size)}
            year={school.size !== null ? school.olderYears.size : undefined}
            testId="school-size"
          />
          <CardStat
            label={school.openAdmissions ? t`Admissions` : t`Admitted`}
            value={school.openAdmissions ? t`Open` : admissionRateText(school)}
            year={school.acceptance_rate !== null ? school.olderYears.acceptance_rate : undefined}
            testId="school-acceptance"
          />
        </dl>

        <NetPriceEstimate school={school} band={incomeBand} homeState={homeState} variant="compact" />

        {majors.length > 0 && (
          <div className="mt-auto">
            <ul aria-label={t`Popular majors`} className="flex flex-wrap gap-1.5" data-testid="school-majors">
              {majors.map((major) => (
                <li key={major} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800">
                  {majorNameLabel(i18n, major)}
                </li>
              ))}
              {moreMajors > 0 && (
                <li className="rounded-full px-1.5 py-0.5 text-xs font-medium text-slate-600" data-testid="school-more-majors">
                  <Trans>+{moreMajors} more</Trans>
                </li>
              )}
            </ul>
          </div>
        )}
        {onToggleCompare && (
          <div className={`relative z-10 ${majors.length > 0 ? '' : 'mt-auto'}`}>
            <CompareToggle name={school.name} compared={compared} onClick={() => onToggleCompare(school)} />
          </div>
        )}
      </div>
    </article>
  );
}

/** A secondary action above the card's stretched link: it never navigates. */
function CompareToggle({ name, compared, onClick }: { name: string; compared: boolean; onClick: () => void }) {
  const Icon = compared ? Check : Columns3;
  return (
    <button
      type="button"
      aria-pressed={compared}
      onClick={onClick}
      className={`inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 text-xs font-medium transition-colors ${
        compared
          ? 'border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
      data-testid="compare-toggle"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {compared ? (
        <span>
          <Trans>
            Remove<span className="sr-only"> {name}</span> from comparison
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>
            Add<span className="sr-only"> {name}</span> to comparison
          </Trans>
        </span>
      )}
    </button>
  );
}

function CardChance({ chance }: { chance: Chance }) {
  const range = formatChanceRange(chance);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="school-chance">
      <span className="sr-only">
        <Trans>Your chance:</Trans>{' '}
      </span>
      <ChanceBadge label={chance.label} />
      {range && (
        <span>
          <Trans>
            <span className="font-semibold text-slate-900" data-testid="school-chance-range">
              {range}
            </span>{' '}
            estimated chance
          </Trans>
        </span>
      )}
    </p>
  );
}

/** One card figure; `year` only when it is not the newest year's (fall 2023 / 2023-24), which cards assume. */
function CardStat({ label, value, year, testId }: { label: string; value: string; year?: string; testId: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-[0.7rem] leading-tight text-slate-600">
        {label}
        {year && <span className="block">{yearText(i18n, year)}</span>}
      </dt>
      <dd className={`${value === notReported() ? 'text-xs' : 'text-sm'} font-semibold text-slate-900`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
