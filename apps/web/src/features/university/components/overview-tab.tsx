import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { MajorsResponse } from '@campuspath/contract/majors';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format-size.ts';
import { formatFraction } from '../../../lib/format-percent.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { aboutSummary } from '../about-text.ts';
import { OutcomesCard } from './outcomes-card.tsx';

const TrendCharts = lazy(() => import('./trend-charts.tsx'));
// The fields of study (in the paragraph and the Departments card) are named from the 38 families'
// labels, which the page's first load does without: these parts are asked for as this code runs,
// and the server renders them in place (docs/server-rendering.md).
const namedFieldsCode = {
  about: import('./about-paragraph.tsx'),
  departments: import('./departments-card.tsx'),
};
const AboutParagraph = lazy(() => namedFieldsCode.about.then((module) => ({ default: module.AboutParagraph })));
const DepartmentsCard = lazy(() => namedFieldsCode.departments.then((module) => ({ default: module.DepartmentsCard })));

export function OverviewTab({ school, majors }: { school: SchoolDetail; majors: MajorsResponse | undefined }) {
  const { t, i18n } = useLingui();
  const ratio = school.students.studentFacultyRatio;
  const ratioYear = school.figureYears['students.studentFacultyRatio'] ?? t`latest year`;
  const fullTimeShare = school.students.fullTimeFacultyShare;
  const fullTimeYear = school.figureYears['students.fullTimeFacultyShare'];
  const fullTimePercent = formatFraction(fullTimeShare);
  // recharts is the heaviest chunk of the page: fetch it only when the charts come near the screen.
  const [chartsRef, chartsInView] = useInView<HTMLDivElement>();
  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold">
          <Trans>About</Trans>
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          <Suspense fallback={aboutSummary(i18n, school.name, school.about)}>
            <AboutParagraph school={school} />
          </Suspense>
        </p>
        {school.urls.website && (
          <a
            href={school.urls.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
          >
            <Trans>
              Visit the college's website<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        )}
      </section>
      <OutcomesCard school={school} />
      <div className="grid gap-6 md:grid-cols-2">
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <DepartmentsCard
            majors={majors}
            programs={school.programs}
            year={school.dataVintage.majors ?? null}
            allZero={school.majorsAllZero}
          />
        </Suspense>
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold">
            <Trans>Class size</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Class sizes are not in the public data; the student-to-faculty ratio is.</Trans>
          </p>
          <p className="mt-4 text-4xl font-bold text-slate-900">{ratio !== null ? `${formatCount(ratio)} : 1` : t`Not reported`}</p>
          {ratio !== null && (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>undergraduates per instructional faculty member ({ratioYear})</Trans>
            </p>
          )}
          {fullTimeShare !== null && (
            <p className="mt-3 text-sm text-slate-700">
              {fullTimeYear ? (
                <Trans>
                  {fullTimePercent} of faculty are full-time ({fullTimeYear}).
                </Trans>
              ) : (
                <Trans>{fullTimePercent} of faculty are full-time.</Trans>
              )}
            </p>
          )}
        </section>
      </div>
      <div ref={chartsRef}>
        {chartsInView ? (
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <TrendCharts trends={school.trends} isPublic={school.control === 'public'} />
          </Suspense>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </div>
    </div>
  );
}
