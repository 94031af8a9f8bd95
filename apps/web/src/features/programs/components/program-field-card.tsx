import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProgramField } from '@campuspath/contract/programs';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { formatEstimate, formatShare } from '../format-estimate.ts';

/** One field of study: how many schools award degrees in it, its largest programs, and a link to Explore filtered by it. */
export function ProgramFieldCard({ field }: { field: ProgramField }) {
  const { t } = useLingui();
  const headingId = `field-${field.code}`;
  const schoolCount = formatCount(field.schoolCount);
  const fieldName = field.name;
  const under10 = t`under 10`;
  const under1 = t`under 1%`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {field.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <span className="sr-only">
          <Trans>Official title:</Trans>{' '}
        </span>
        {field.cipTitle}
      </p>
      <p className="mt-3 text-slate-800" data-testid="school-count">
        {field.schoolCount === 1 ? (
          <Trans>
            <span className="text-2xl font-bold text-indigo-700">{schoolCount}</span> school awards degrees in this field
          </Trans>
        ) : (
          <Trans>
            <span className="text-2xl font-bold text-indigo-700">{schoolCount}</span> schools award degrees in this field
          </Trans>
        )}
      </p>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-600">
        <Trans>Largest programs (estimated)</Trans>
      </h3>
      {field.largest.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Not reported</Trans>
        </p>
      ) : (
        <ol className="mt-2 flex-1 list-decimal divide-y divide-slate-100 pl-6 marker:text-sm marker:font-semibold marker:text-slate-500">
          {field.largest.map((program) => {
            const students = formatEstimate(program.estimatedStudents, under10);
            const share = formatShare(program.share, under1);
            return (
              <li key={program.id} className="py-2.5 pl-1">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link
                      to={paths.university.getHref(program.slug)}
                      className="font-medium text-slate-900 underline-offset-2 hover:text-indigo-700 hover:underline"
                    >
                      {program.name}
                    </Link>
                    <span className="block text-sm text-slate-600">{program.location}</span>
                  </div>
                  <span className="shrink-0 text-right text-sm text-slate-600">
                    <Trans>
                      <span className="block font-semibold text-slate-900">{students} students</span>
                      {share} of degrees
                    </Trans>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <Link
        to={paths.explore.getHref(field.slug, 'major')}
        className="mt-4 inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-indigo-700 hover:text-indigo-900"
      >
        {field.schoolCount === 1 ? (
          <Trans>
            See all {schoolCount} school <span className="sr-only">for {fieldName}</span>
          </Trans>
        ) : (
          <Trans>
            See all {schoolCount} schools <span className="sr-only">for {fieldName}</span>
          </Trans>
        )}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
