import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ROSTER_MAX_STUDENTS, type RosterImportReport, type RosterImportResponse } from '@campuspath/contract/rosters';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { ImportReportTable } from '../../../components/ui/import-report-table.tsx';
import { errorMessage, importReport, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { ROSTER_TEMPLATE_URL, useImportRoster } from '../api/roster.ts';
import { RosterImportResult } from './roster-import-result.tsx';

const rosterFormSchema = z.object({
  file: z
    .custom<FileList | null>()
    .transform((files) => [...(files ?? [])])
    .pipe(z.array(z.custom<File>((value) => value instanceof File)).min(1, 'file-required')),
});
type RosterFormInput = z.input<typeof rosterFormSchema>;
type RosterFormOutput = z.output<typeof rosterFormSchema>;

type Outcome =
  | { kind: 'imported'; response: RosterImportResponse }
  | { kind: 'rejected'; fileName: string; report: RosterImportReport }
  | { kind: 'failed'; message: string };

const fileNames = (i18n: I18n, files: readonly File[]) => {
  const count = files.length;
  return count === 1 ? files[0]!.name : i18n._(msg`these ${count} files`);
};

/**
 * Import the school's roster: the template, the file (simple columns or a OneRoster users.csv),
 * and the answer: how many students were added or updated, or the row report of a refused file
 * (nothing imported). Focus moves to the answer.
 */
export function RosterImportForm({ highSchoolId }: { highSchoolId: string }) {
  const { i18n, t } = useLingui();
  const importRoster = useImportRoster(highSchoolId);
  const answerRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<RosterFormInput, unknown, RosterFormOutput>({
    resolver: zodResolver(rosterFormSchema),
    defaultValues: { file: null },
  });

  const maxStudents = formatCount(ROSTER_MAX_STUDENTS);
  const fileError = form.formState.errors.file?.message;

  useEffect(() => {
    if (outcome && outcome.kind !== 'failed') answerRef.current?.focus();
  }, [outcome]);

  const onSubmit = form.handleSubmit(async ({ file }) => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'imported', response: await importRoster.mutateAsync(file) });
      form.reset();
    } catch (error) {
      const report = importReport<RosterImportReport>(error);
      if (report) setOutcome({ kind: 'rejected', fileName: fileNames(i18n, file), report });
      else if (!showFieldErrors(form.setError, error, (field) => (field === 'file' || field === 'fileName' ? 'file' : null)))
        setOutcome({ kind: 'failed', message: errorMessage(error, t`The roster could not be imported. Please try again.`) });
    }
  });

  const rejectedFile = outcome?.kind === 'rejected' ? outcome.fileName : '';
  const problemCount = outcome?.kind === 'rejected' ? outcome.report.problemCount : 0;
  const rowsRead = outcome?.kind === 'rejected' ? outcome.report.rowsRead : 0;

  return (
    <div className="space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          <Trans>
            One row per student: name, email, graduation year, and optionally the school’s student number and a class or group. Or your
            student information system’s OneRoster 1.1 export as it is: its zip, or <code>users.csv</code> chosen together with{' '}
            <code>orgs.csv</code>, <code>classes.csv</code> and <code>enrollments.csv</code> (students only; each student’s homeroom becomes
            their group). Up to {maxStudents} students; every row is checked and the roster is imported whole or not at all. Students are
            matched by email: importing the same files again changes nothing.
          </Trans>
        </p>
        <a href={ROSTER_TEMPLATE_URL} download className={buttonClass('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download the roster template</Trans>
        </a>
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label={t`Roster file`}
          className="min-w-0 flex-1"
          hint={t`A CSV (UTF-8 or Excel’s “CSV”), a OneRoster zip, or several OneRoster CSV files at once.`}
          error={fileError === 'file-required' ? t`Choose the roster file` : fileError}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept=".csv,text/csv,.zip,application/zip"
              {...form.register('file')}
              className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700`}
            />
          )}
        </FormField>
        <Button type="submit" disabled={importRoster.isPending} className="sm:mb-7">
          <Upload aria-hidden="true" className="size-4" />
          {importRoster.isPending ? t`Importing…` : t`Import roster`}
        </Button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'imported' ? <RosterImportResult ref={answerRef} response={outcome.response} /> : null}
        {outcome?.kind === 'failed' ? <FormAlert>{outcome.message}</FormAlert> : null}
        {outcome?.kind === 'rejected' ? (
          <p className="sr-only">{t`Nothing was imported. The problems in ${rejectedFile} are listed below.`}</p>
        ) : null}
      </div>
      {outcome?.kind === 'rejected' ? (
        <section
          ref={answerRef}
          tabIndex={-1}
          aria-labelledby="roster-rejected"
          className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <h3 id="roster-rejected" className="font-semibold text-red-900">
            {t`Nothing was imported: ${plural(problemCount, { one: '# problem', other: '# problems' })} in ${rejectedFile}`}
          </h3>
          <p className="text-sm text-slate-700">
            {t`Fix the rows below in your file and import it again. ${plural(rowsRead, { one: '# row was read.', other: '# rows were read.' })}`}
          </p>
          <ImportReportTable report={outcome.report} caption={t`Problems in ${rejectedFile}`} />
        </section>
      ) : null}
    </div>
  );
}
