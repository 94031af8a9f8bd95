import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ImportProblem, ImportReport } from '@campuspath/contract/admission-history-imports';
import { formatCount } from '../../lib/format-size.ts';

/**
 * The row report of a refused CSV import (an admission history file, a pasted list of
 * deadlines): nothing was saved, and each problem names its row, column, value and what is wrong,
 * with the closest catalogue colleges for a name the catalogue does not know; an upload of several
 * files (a OneRoster export) names each problem's file too. A table from 640 px up; on a phone one
 * card per problem, every part labelled, so nothing hides off screen.
 */
type ReportProblem = ImportProblem & { file?: string | null };

export function ImportReportTable({
  report,
  caption,
}: {
  report: Pick<ImportReport, 'problemCount' | 'ignoredColumns'> & { problems: ReportProblem[] };
  caption: string;
}) {
  const { t } = useLingui();
  const more = report.problemCount - report.problems.length;
  const shownMore = formatCount(more);
  const empty = t({ message: '(empty)', context: 'a value of an imported file' });
  const fileRow = t`File`;
  const ignored = report.ignoredColumns.join(', ');
  const withFiles = report.problems.some((problem) => problem.file !== undefined);
  const fileOf = (problem: ReportProblem) => problem.file ?? t`The upload`;
  return (
    <div className="space-y-3">
      <table className="hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            {withFiles ? (
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>File</Trans>
              </th>
            ) : null}
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Row</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Column</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Value</Trans>
            </th>
            <th scope="col" className="py-2 font-semibold">
              <Trans>Problem</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.problems.map((problem, index) => (
            <tr key={index} className="border-b border-slate-200 align-top">
              {withFiles ? <td className="py-2 pr-3 break-words">{fileOf(problem)}</td> : null}
              <td className="py-2 pr-3 tabular-nums">{problem.row ?? fileRow}</td>
              <td className="py-2 pr-3">{problem.column ?? '—'}</td>
              <td className="max-w-48 py-2 pr-3 break-words">{problem.value === null || problem.value === '' ? empty : problem.value}</td>
              <td className="py-2">
                {problem.problem}
                <Suggestions problem={problem} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="space-y-2 sm:hidden" aria-label={caption}>
        {report.problems.map((problem, index) => (
          <li key={index} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {withFiles ? (
                <>
                  <dt className="text-slate-600">
                    <Trans>File</Trans>
                  </dt>
                  <dd className="break-words">{fileOf(problem)}</dd>
                </>
              ) : null}
              <dt className="text-slate-600">
                <Trans>Row</Trans>
              </dt>
              <dd className="tabular-nums">{problem.row ?? fileRow}</dd>
              <dt className="text-slate-600">
                <Trans>Column</Trans>
              </dt>
              <dd>{problem.column ?? '—'}</dd>
              <dt className="text-slate-600">
                <Trans>Value</Trans>
              </dt>
              <dd className="break-words">{problem.value === null || problem.value === '' ? empty : problem.value}</dd>
              <dt className="text-slate-600">
                <Trans>Problem</Trans>
              </dt>
              <dd>
                {problem.problem}
                <Suggestions problem={problem} />
              </dd>
            </dl>
          </li>
        ))}
      </ol>
      {more > 0 ? (
        <p className="text-sm text-slate-700">
          {t`${plural(more, {
            one: `…and ${shownMore} more problem. Fix these first, then import the file again.`,
            other: `…and ${shownMore} more problems. Fix these first, then import the file again.`,
          })}`}
        </p>
      ) : null}
      {report.ignoredColumns.length > 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Columns not used (never stored): {ignored}.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function Suggestions({ problem }: { problem: ImportProblem }) {
  if (problem.suggestions.length === 0) return null;
  return (
    <div className="mt-1 text-slate-700">
      <Trans>Did you mean:</Trans>
      <ul className="list-disc pl-5">
        {problem.suggestions.map(({ id, name, city, state }) => (
          <li key={id}>
            <Trans>
              {name} ({city}, {state}), UNITID <span className="tabular-nums">{id}</span>
            </Trans>
          </li>
        ))}
      </ul>
    </div>
  );
}
