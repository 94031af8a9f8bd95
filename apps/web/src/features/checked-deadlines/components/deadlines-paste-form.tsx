import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ImportReport } from '@campuspath/contract/admission-history-imports';
import { CHECKED_DEADLINES_MAX_ROWS } from '@campuspath/contract/checked-deadlines-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextAreaField } from '../../../components/ui/form-field.tsx';
import { ImportReportTable } from '../../../components/ui/import-report-table.tsx';
import { errorMessage, importReport, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useImportCheckedDeadlines } from '../api/import-checked-deadlines.ts';

const EXAMPLE =
  'college,round,date,time_zone,source_url,checked_on\n139755,EA,2026-10-15,,https://admission.gatech.edu/first-year/deadlines,2026-09-14';

interface PasteFormValues {
  csv: string;
}
// The API reads the text as CSV and reports each line; here only "nothing pasted" is caught.
const resolver = lazyZodResolver<PasteFormValues>(() => import('./deadline-form-schema.ts').then((module) => module.pasteFormSchema));

/**
 * Paste a list of deadlines as CSV: every row saved or none, with the same row report as
 * the history import. The text stays after a refusal, to fix in place; the report takes the focus.
 */
export function DeadlinesPasteForm({ highSchoolId }: { highSchoolId: string }) {
  const { t } = useLingui();
  const save = useImportCheckedDeadlines(highSchoolId);
  const [saved, setSaved] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const maxRows = formatCount(CHECKED_DEADLINES_MAX_ROWS);
  const form = useForm<PasteFormValues>({ resolver, defaultValues: { csv: '' } });
  // The report of a refused list takes the focus, as the history import's does.
  const reportRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);

  const onSubmit = form.handleSubmit(async ({ csv }) => {
    setSaved(null);
    setReport(null);
    setFailure(null);
    try {
      const result = await save.mutateAsync(csv);
      setSaved(result.saved);
      form.reset();
    } catch (error) {
      const rejected = importReport(error);
      if (rejected) setReport(rejected);
      // The pasted text is the upload the API calls `file` (an empty or too long list goes under the box).
      else if (!showFieldErrors(form.setError, error, (apiField) => (apiField === 'file' ? 'csv' : null)))
        setFailure(errorMessage(error, t`The list could not be saved. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextAreaField
        label={t`Deadlines as CSV`}
        hint={
          <>
            <Trans>
              A header line, then one deadline per line: college (UNITID or catalogue name), round (ED, EA, REA, RD, Rolling), date
              (YYYY-MM-DD); optionally time_zone, source_url, checked_on and cycle. Up to {maxRows} lines. For example:
            </Trans>
            <code className="mt-1 block rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap text-slate-800">{EXAMPLE}</code>
          </>
        }
        error={form.formState.errors.csv?.message}
        rows={6}
        spellCheck={false}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        {...form.register('csv')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save the list`}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {saved !== null
            ? t`Saved ${plural(saved, { one: '# deadline', other: '# deadlines' })}.`
            : report
              ? t`Nothing was saved: the problems are listed below.`
              : ''}
        </p>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {report ? (
        <section
          ref={reportRef}
          tabIndex={-1}
          aria-labelledby="paste-rejected"
          className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <h3 id="paste-rejected" className="font-semibold text-red-900">
            {t`Nothing was saved: ${plural(report.problemCount, { one: '# problem', other: '# problems' })} in the list`}
          </h3>
          <ImportReportTable report={report} caption={t`Problems in the pasted list`} />
        </section>
      ) : null}
    </form>
  );
}
