import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Download, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { HistoryImportResponse, ImportReport } from '@campuspath/contract/admission-history-imports';
import { HISTORY_MAX_ROWS } from '@campuspath/contract/admission-history-terms';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ImportReportTable } from '../../../components/ui/import-report-table.tsx';
import { errorMessage, importReport, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { HISTORY_SAMPLE_URL, HISTORY_TEMPLATE_URL } from '../api/history-files.ts';
import { useImportHistory } from '../api/import-history.ts';
import type { ImportFormInput, ImportFormOutput } from './history-import-form-schema.ts';
import { ImportSummary } from './import-summary.tsx';
import { UnknownNames } from './unknown-names.tsx';

const resolver = lazyZodResolver<ImportFormInput, ImportFormOutput>(() =>
  import('./history-import-form-schema.ts').then((module) => module.importFormSchema),
);

/** The API names the upload `file` (its part) or `fileName`; the chosen colleges (`names`) are not a field here. */
const uploadField = (apiField: string) => (apiField === 'file' || apiField === 'fileName' ? 'file' : null);

type Outcome =
  | { kind: 'imported'; response: HistoryImportResponse }
  | { kind: 'rejected'; fileName: string; report: ImportReport }
  | { kind: 'failed'; message: string };

/**
 * Import a CSV of past applicants' outcomes: the template and a labelled sample to
 * start from, the file, and the answer: what was imported, or the row report of a refused file
 * (nothing imported). The chosen file stays chosen after a refusal, so a retry is one click; a
 * college name the catalogue could not place is chosen once for all its rows. Focus moves to
 * the answer, so keyboard and screen reader users land on it.
 */
export function HistoryImportForm({ highSchoolId }: { highSchoolId: string }) {
  const { t } = useLingui();
  const maxRows = formatCount(HISTORY_MAX_ROWS);
  const importHistory = useImportHistory(highSchoolId);
  const answerRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Colleges chosen for names of the refused file, kept for its next try (a new file starts over).
  const [chosen, setChosen] = useState<ReadonlyMap<string, number>>(new Map());
  const form = useForm<ImportFormInput, unknown, ImportFormOutput>({
    resolver,
    defaultValues: { file: null },
  });

  // A new answer (not a re-render of the same one) takes the focus.
  useEffect(() => {
    if (outcome && outcome.kind !== 'failed') answerRef.current?.focus();
  }, [outcome]);

  const onSubmit = form.handleSubmit(async ({ file }) => {
    setOutcome(null);
    try {
      const response = await importHistory.mutateAsync({ file, names: chosen });
      setOutcome({ kind: 'imported', response });
      // Clears the file input too (react-hook-form resets the form element).
      form.reset();
      setChosen(new Map());
    } catch (error) {
      const report = importReport(error);
      if (report) setOutcome({ kind: 'rejected', fileName: file.name, report });
      // A refusal of the upload itself (an empty file, one too large) goes under the file input.
      else if (!showFieldErrors(form.setError, error, uploadField))
        setOutcome({ kind: 'failed', message: errorMessage(error, t`The file could not be imported. Please try again.`) });
    }
  });

  const rejectedName = outcome?.kind === 'rejected' ? outcome.fileName : '';
  const problems = formatCount(outcome?.kind === 'rejected' ? outcome.report.problemCount : 0);
  const rowsRead = formatCount(outcome?.kind === 'rejected' ? outcome.report.rowsRead : 0);
  return (
    <div className="space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          <Trans>
            One row per past application: class year, college (its UNITID or catalogue name), round (ED, EA, REA, RD or Rolling), final
            decision, unweighted GPA, and the SAT and/or ACT when sent. No names or student ids: a file with such a column is refused. Up to{' '}
            {maxRows} rows and 5 MB; every row is checked and the file is imported whole or not at all. Importing the same rows again adds
            nothing.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={HISTORY_TEMPLATE_URL} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download the template</Trans>
          </a>
          <a href={HISTORY_SAMPLE_URL} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download a sample file (not real students)</Trans>
          </a>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label={t`CSV file`}
          className="min-w-0 flex-1"
          hint={t`UTF-8 or Excel's “CSV” (Windows).`}
          error={form.formState.errors.file?.message}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              {...form.register('file', { onChange: () => setChosen(new Map()) })}
              className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700`}
            />
          )}
        </FormField>
        <Button type="submit" disabled={importHistory.isPending} className="sm:mb-7">
          <Upload aria-hidden="true" className="size-4" />
          {importHistory.isPending ? t`Importing…` : t`Import`}
        </Button>
      </form>

      <div aria-live="polite">
        {outcome?.kind === 'imported' ? (
          <section ref={answerRef} tabIndex={-1} aria-label={t`Import result`} className="focus:outline-none">
            <ImportSummary response={outcome.response} />
          </section>
        ) : null}
        {outcome?.kind === 'failed' ? <FormAlert>{outcome.message}</FormAlert> : null}
        {outcome?.kind === 'rejected' ? (
          <p className="sr-only">{t`Nothing was imported. The problems in ${rejectedName} are listed below.`}</p>
        ) : null}
      </div>
      {outcome?.kind === 'rejected' ? (
        <section
          ref={answerRef}
          tabIndex={-1}
          aria-labelledby="import-rejected"
          className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <h3 id="import-rejected" className="font-semibold text-red-900">
            {t`Nothing was imported: ${plural(outcome.report.problemCount, { one: `${problems} problem`, other: `${problems} problems` })} in ${rejectedName}`}
          </h3>
          <p className="text-sm text-slate-700">
            {t`Fix the rows below in your file and import it again (it is still chosen above). ${plural(outcome.report.rowsRead, { one: `${rowsRead} row was read.`, other: `${rowsRead} rows were read.` })}`}
          </p>
          <UnknownNames
            names={outcome.report.unknownNames}
            chosen={chosen}
            onChoose={(name, collegeId) => setChosen((current) => new Map(current).set(name, collegeId))}
            onImport={() => void onSubmit()}
            pending={importHistory.isPending}
          />
          <ImportReportTable report={outcome.report} caption={t`Problems in ${rejectedName}`} />
        </section>
      ) : null}
    </div>
  );
}
