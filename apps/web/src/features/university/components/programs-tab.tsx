import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { Button } from '../../../components/ui/button.tsx';
import { formatPercentOneDecimal } from '../../../lib/format-percent.ts';
import { majorFamilyLabel } from '../../../lib/major-family-labels.ts';

type ProgramFilter = 'all' | 'popular' | 'undergraduate' | 'graduate';
const FILTERS: { id: ProgramFilter; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All` },
  { id: 'popular', label: msg`Popular` },
  { id: 'undergraduate', label: msg`Undergraduate` },
  { id: 'graduate', label: msg`Graduate` },
];

/**
 * Fields of study the school awards degrees in (College Scorecard PCIP shares count
 * undergraduate awards). The data has no field-level graduate programmes, requirements or
 * career outcomes, so none are shown rather than invented.
 */
export function programLevel(school: SchoolDetail, i18n: I18n): string {
  const predominant = school.degrees.predominant;
  if (predominant === "Bachelor's") return i18n._(msg`Bachelor's and other undergraduate awards`);
  if (predominant === "Associate's") return i18n._(msg`Associate's and other undergraduate awards`);
  return i18n._(msg`Undergraduate awards`);
}

export function filterPrograms(programs: SchoolDetail['programs'], text: string, filter: ProgramFilter) {
  const needle = text.trim().toLowerCase();
  return programs.filter((program) => {
    if (filter === 'popular' && !program.isPopular) return false;
    if (filter === 'graduate') return false;
    if (!needle) return true;
    return [program.name, program.cipTitle, program.description].some((field) => field.toLowerCase().includes(needle));
  });
}

/**
 * The college's fields in the page's language: each family's name, and its share of degrees with
 * the Scorecard year of that share (the API's `description` is the same line in English).
 */
export function programsInLanguage(school: SchoolDetail, i18n: I18n): SchoolDetail['programs'] {
  return school.programs.map((program) => {
    const share = formatPercentOneDecimal(Math.round(program.share * 1000) / 10);
    const year = school.fieldSources[`majors.${program.id}`]?.year;
    return {
      ...program,
      name: majorFamilyLabel(i18n, program.id),
      description: year
        ? i18n._(msg`${share} of degrees awarded (College Scorecard ${year}).`)
        : i18n._(msg`${share} of degrees awarded (College Scorecard).`),
    };
  });
}

export function ProgramsTab({ school }: { school: SchoolDetail }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<ProgramFilter>('all');
  const searchId = useId();
  const programs = filterPrograms(programsInLanguage(school, i18n), text, filter);
  const level = programLevel(school, i18n);
  const popularRule = school.derivations['programs.isPopular']
    ? t`the three fields with the largest share of degrees awarded.`
    : t`the three largest fields`;
  const majorsYear = school.dataVintage.majors;

  return (
    <div className="space-y-5">
      <h2 className="sr-only">
        <Trans>Fields of study</Trans>
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="relative md:w-80">
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search programs</Trans>
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t`Search programs by name or description`}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm"
          />
        </div>
        <div role="group" aria-label={t`Filter programs`} className="flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
              className={`rounded-full px-3 py-1.5 text-sm font-medium ${filter === option.id ? 'bg-indigo-600 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {i18n._(option.label)}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-slate-600" data-testid="programs-note">
        {majorsYear ? (
          <Trans>
            “Popular Program” (derived): {popularRule} Shares are as the college reported them to the College Scorecard ({majorsYear}), not
            adjusted.
          </Trans>
        ) : (
          <Trans>
            “Popular Program” (derived): {popularRule} Shares are as the college reported them to the College Scorecard, not adjusted.
          </Trans>
        )}
      </p>

      {school.programs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-800" data-testid="no-programs">
          {!school.majorsAllZero
            ? t`Fields of study: not reported.`
            : majorsYear
              ? t`The college reported a share of 0 for every field of study for ${majorsYear}: no degrees by field to show.`
              : t`The college reported a share of 0 for every field of study: no degrees by field to show.`}
        </p>
      ) : programs.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-800">
            <Trans>No programs match your search criteria.</Trans>
          </p>
          {filter === 'graduate' && (
            <p className="mt-2 text-sm text-slate-600">
              {school.degrees.highest === 'Graduate' ? (
                <Trans>
                  The College Scorecard reports fields of study for undergraduate awards only. This school also awards graduate degrees; see
                  its website for them.
                </Trans>
              ) : (
                <Trans>The College Scorecard reports fields of study for undergraduate awards only.</Trans>
              )}
            </p>
          )}
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setText('');
              setFilter('all');
            }}
          >
            <Trans>Clear Filters</Trans>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {programs.map(({ cipTitle, ...program }) => (
            <li key={program.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{program.name}</h3>
                {program.isPopular && (
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    <Trans>Popular Program</Trans>
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-600">{level}</p>
              <p className="mt-3 text-sm text-slate-700">{program.description}</p>
              <p className="mt-1 text-xs text-slate-600">
                <Trans>CIP family: {cipTitle}</Trans>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
