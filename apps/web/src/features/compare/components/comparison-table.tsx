import { Trans, useLingui } from '@lingui/react/macro';
import { Award, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { universitiesCount } from '../../../lib/universities-count.ts';
import { barWidths, bestColumns, cellYear, rowYear, type CompareGroup, type CompareRow } from '../compare-row.ts';

interface ComparisonTableProps {
  schools: readonly SchoolDetail[];
  groups: readonly CompareGroup[];
  universityHref: (slug: string) => string;
  onRemove: (school: SchoolDetail) => void;
}

// Narrow screens: the table scrolls in a box of its own, its first column fixed while it scrolls
// sideways and its header row fixed while it scrolls down (a sticky cell sticks to that box). Wide
// enough screens show every column: no box (overflow clip is no scroll container), so the header
// row sticks under the site header as the page scrolls. `relative` makes the box the containing
// block of the cells' absolutely positioned screen-reader text ("Best: the lowest of these
// universities"): without it that text is placed beside its far-right column but measured against
// the page, so a phone with 3+ colleges grew to 700 px and Sign In and Menu went off-screen.
const BOX = 'relative max-h-[calc(100dvh-5rem)] overflow-auto';
const FLAT = {
  lg: { boxClass: 'lg:max-h-none lg:overflow-clip', headClass: 'lg:top-16' },
  xl: { boxClass: 'xl:max-h-none xl:overflow-clip', headClass: 'xl:top-16' },
};
const LABEL_CELL =
  'sticky left-0 w-32 min-w-32 border-r border-slate-200 bg-white p-3 text-left align-top sm:w-56 sm:min-w-56 lg:w-48 lg:min-w-48';
const SCHOOL_CELL = 'w-44 min-w-44 max-w-64 p-3 text-left align-top lg:w-40 lg:min-w-40';

/**
 * The comparison: a real table, one column per school, rows grouped by topic. "Best" is written,
 * not only coloured; bars are decoration (the figure is always in the text); missing data reads
 * "Not reported".
 */
export function ComparisonTable({ schools, groups, universityHref, onRemove }: ComparisonTableProps) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const universities = universitiesCount(i18n, schools.length);
  const removeLabel = (name: string) => t`Remove ${name} from comparison`;
  // Up to four schools fit beside the labels from lg, six from xl.
  const flat = schools.length <= 4 ? FLAT.lg : FLAT.xl;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`${BOX} ${flat.boxClass} rounded-2xl bg-white ring-1 ring-slate-200 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500`}
      data-testid="comparison-scroll"
    >
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm" data-testid="comparison-table">
        <caption id={captionId} className="sr-only">
          {t`Comparison of ${universities}`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${LABEL_CELL} top-0 z-30 border-b ${flat.headClass}`}>
              <span className="sr-only">
                <Trans>Measure</Trans>
              </span>
            </th>
            {schools.map((school) => (
              <th
                key={school.id}
                scope="col"
                className={`${SCHOOL_CELL} sticky top-0 z-20 border-b border-slate-200 bg-white ${flat.headClass}`}
              >
                <div className="flex items-start gap-1">
                  <div className="min-w-0 flex-1">
                    <Link to={universityHref(school.slug)} className="font-semibold leading-snug text-indigo-700 hover:underline">
                      {school.name}
                    </Link>
                    <p className="mt-0.5 text-xs font-normal text-slate-600">{school.location}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onRemove(school)}
                    aria-label={removeLabel(school.name)}
                    className="-mr-1 -mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            <tr>
              <th scope="rowgroup" colSpan={schools.length + 1} className="border-t border-slate-200 bg-slate-50 p-0 text-left">
                <span className="sticky left-0 inline-block px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700">
                  {group.title}
                </span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <Row key={row.key} row={row} schools={schools} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function Row({ row, schools }: { row: CompareRow; schools: readonly SchoolDetail[] }) {
  const { t } = useLingui();
  const best = bestColumns(row, schools);
  const bars = barWidths(row, schools);
  const year = rowYear(row, schools);
  return (
    <tr data-row={row.key}>
      <th scope="row" className={`${LABEL_CELL} z-10 border-t font-medium text-slate-900`}>
        {row.label}
        {(row.note || year) && (
          <span className="mt-0.5 block text-xs font-normal text-slate-600">
            {[row.note, year && t`${year} unless marked`].filter(Boolean).join('; ')}
          </span>
        )}
      </th>
      {row.message ? (
        <td colSpan={schools.length} className="border-t border-slate-200 p-3 align-top text-slate-700">
          {/* Stays in view beside the fixed first column while the table scrolls sideways. */}
          <span className="sticky left-36 inline-block max-w-[calc(100vw-12rem)] sm:left-60 sm:max-w-xl lg:left-52">{row.message}</span>
        </td>
      ) : (
        schools.map((school, index) => (
          <Cell
            key={school.id}
            row={row}
            school={school}
            best={best.has(index)}
            bar={bars[index] ?? null}
            year={cellYear(row, school, year)}
          />
        ))
      )}
    </tr>
  );
}

interface CellProps {
  row: CompareRow;
  school: SchoolDetail;
  best: boolean;
  bar: number | null;
  /** The figure's own year, where it differs from the row's. */
  year: string | null;
}

function Cell({ row, school, best, bar, year }: CellProps) {
  const { t } = useLingui();
  const content = row.render(school);
  return (
    <td className={`${SCHOOL_CELL} border-t border-slate-200 ${best ? 'bg-emerald-50' : ''}`} data-best={best || undefined}>
      {content === null || content === undefined ? (
        <span className="text-slate-600 italic">
          <Trans>Not reported</Trans>
        </span>
      ) : (
        <div className="font-medium tabular-nums text-slate-900">
          {content}
          {year && <span className="block text-xs font-normal text-slate-600">{year}</span>}
        </div>
      )}
      {bar !== null && (
        <div aria-hidden="true" className="mt-1.5 h-1.5 w-full max-w-40 rounded-full bg-slate-100">
          <div
            className={`h-full rounded-full ${best ? 'bg-emerald-600' : 'bg-indigo-400'}`}
            style={{ width: `${bar > 0 ? Math.max(bar, 1.5) : 0}%` }}
          />
        </div>
      )}
      {best && (
        <span
          className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
          data-testid="best-badge"
        >
          <Award aria-hidden="true" className="size-3.5" />
          <Trans>Best</Trans>
          <span className="sr-only">
            : {row.best === 'lowest' ? t`the lowest of these universities` : t`the highest of these universities`}
          </span>
        </span>
      )}
      {row.extra && <div>{row.extra(school)}</div>}
    </td>
  );
}
