import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { MajorCode } from '@campuspath/contract/major-families';
import type { MajorsResponse } from '@campuspath/contract/majors';
import type { Program } from '@campuspath/contract/school-detail';
import { formatPercent } from '../../../lib/format-percent.ts';
import { majorFamilyLabel } from '../../../lib/major-family-labels.ts';

/** Spec section 9: 13 colours, cycled; 3 departments before expanding. */
export const DEPARTMENT_PALETTE = [
  '#4f46e5',
  '#0891b2',
  '#059669',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#db2777',
  '#2563eb',
  '#65a30d',
  '#ea580c',
  '#0d9488',
  '#9333ea',
  '#475569',
] as const;
const SHOWN_BEFORE_EXPANDING = 3;

export function departmentsFrom(majors: MajorsResponse) {
  return Object.entries(majors)
    .sort(([, a], [, b]) => b - a)
    .map(([name, fraction], index) => ({
      name,
      percentage: Math.round(fraction * 100),
      fraction,
      color: DEPARTMENT_PALETTE[index % DEPARTMENT_PALETTE.length]!,
    }));
}

interface DepartmentsCardProps {
  majors: MajorsResponse | undefined;
  /** The college's fields with their codes, which name the API's English family names in the page's language. */
  programs?: readonly Pick<Program, 'id' | 'name'>[];
  /** The Scorecard year of the shares (the detail's `dataVintage.majors`). */
  year?: string | null;
  /** The year's row reports 0 for every field: reported, not missing. */
  allZero?: boolean;
}

export function DepartmentsCard({ majors, programs = [], year = null, allZero = false }: DepartmentsCardProps) {
  const { t, i18n } = useLingui();
  const codeOf = new Map<string, MajorCode>(programs.map((program) => [program.name, program.id]));
  const label = (name: string) => {
    const code = codeOf.get(name);
    return code ? majorFamilyLabel(i18n, code) : name;
  };
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const departments = majors ? departmentsFrom(majors) : [];
  const shown = expanded ? departments : departments.slice(0, SHOWN_BEFORE_EXPANDING);
  const hidden = departments.length - SHOWN_BEFORE_EXPANDING;

  return (
    <section aria-labelledby={`${listId}-title`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${listId}-title`} className="text-lg font-semibold">
        <Trans>Departments</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        {year ? (
          <Trans>Share of degrees awarded by field, College Scorecard {year}, as the college reported them (not adjusted).</Trans>
        ) : (
          <Trans>Share of degrees awarded by field, as the college reported them (not adjusted).</Trans>
        )}
      </p>
      {!majors ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Loading departments…</Trans>
        </p>
      ) : departments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {!allZero
            ? t`Not reported.`
            : year
              ? t`The college reported a share of 0 for every field for ${year}: no degrees by field to show.`
              : t`The college reported a share of 0 for every field: no degrees by field to show.`}
        </p>
      ) : (
        <>
          <ul id={listId} className="mt-4 space-y-3">
            {shown.map((department) => (
              <li key={department.name}>
                <div className="flex justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">{label(department.name)}</span>
                  <span className="tabular-nums text-slate-700">{sharePercent(department.percentage)}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className="h-2 rounded-full"
                    style={{ width: `${Math.max(department.fraction * 100, 1)}%`, backgroundColor: department.color }}
                  />
                </div>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
              className="mt-4 text-sm font-medium text-indigo-700 hover:underline"
            >
              {expanded ? t`Show Less` : t`See ${hidden} More Departments`}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** A department's whole-percent share in the page's language; a share that rounds to 0 reads "<1%". */
function sharePercent(percentage: number): string {
  return percentage === 0 ? `<${formatPercent(1)}` : formatPercent(percentage);
}
