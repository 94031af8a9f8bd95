import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProgramField } from '@campuspath/contract/programs';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { formatEstimate, formatShare } from '../format-estimate.ts';

const schoolsLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'school' : 'schools'}`;

/** One field of study: how many schools award degrees in it, its largest programs, and a link to Explore filtered by it. */
export function ProgramFieldCard({ field }: { field: ProgramField }) {
  const headingId = `field-${field.code}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {field.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <span className="sr-only">Official title: </span>
        {field.cipTitle}
      </p>
      <p className="mt-3 text-slate-800" data-testid="school-count">
        <span className="text-2xl font-bold text-indigo-700">{formatCount(field.schoolCount)}</span>{' '}
        {field.schoolCount === 1 ? 'school awards' : 'schools award'} degrees in this field
      </p>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-600">Largest programs (estimated)</h3>
      {field.largest.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Not reported</p>
      ) : (
        <ol className="mt-2 flex-1 list-decimal divide-y divide-slate-100 pl-6 marker:text-sm marker:font-semibold marker:text-slate-500">
          {field.largest.map((program) => (
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
                  <span className="block font-semibold text-slate-900">{formatEstimate(program.estimatedStudents)} students</span>
                  {formatShare(program.share)} of degrees
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}

      <Link
        to={paths.explore.getHref(field.slug, 'major')}
        className="mt-4 inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-indigo-700 hover:text-indigo-900"
      >
        See all {schoolsLabel(field.schoolCount)} <span className="sr-only">for {field.name}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
