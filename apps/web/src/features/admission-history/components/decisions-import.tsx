import { CheckCircle2, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DecisionsPreview } from '@campuspath/contract/admission-history-decisions';
import { decisionsClassYear } from '@campuspath/contract/admission-history-decisions-terms';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { SHARE_SCOPE_LABELS } from '@campuspath/contract/sharing-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatStudents as students } from '../../../lib/format-size.ts';
import { useDecisionsPreview } from '../api/get-decisions-preview.ts';
import { useImportDecisions } from '../api/import-decisions.ts';
import { DecisionsRows } from './decisions-rows.tsx';
import { renderToday } from '../../../lib/format-date.ts';

const CONSENT_SWITCH = `“${SHARE_SCOPE_LABELS.history}”`;

/**
 * "Add this year's decisions": the counselor picks a class, reviews the rows its consenting students
 * give (how many agreed, who adds none and why, every row without names), then imports them all at
 * once. Nothing is fetched until they ask to review; a change since the review is refused by the API
 * and the rows are shown again.
 */
export function DecisionsImport({ highSchoolId }: { highSchoolId: string }) {
  const today = renderToday();
  // The class applying now (its early decisions come in December) and the two before it.
  const applying = currentEntryYear(today);
  const [classYear, setClassYear] = useState(() => decisionsClassYear(today));
  const [reviewing, setReviewing] = useState<number | null>(null);
  const preview = useDecisionsPreview(highSchoolId, reviewing);
  const save = useImportDecisions(highSchoolId);
  const resultRef = useRef<HTMLDivElement>(null);

  // The outcome of an import takes the focus, so a keyboard or screen reader user hears it at once.
  useEffect(() => {
    if (save.isSuccess || save.isError) resultRef.current?.focus();
  }, [save.isSuccess, save.isError]);

  const review = () => {
    save.reset();
    if (reviewing === classYear) void preview.refetch();
    setReviewing(classYear);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Students who turned on {CONSENT_SWITCH} on their Sharing page add their final decisions (admitted, denied, waitlisted, deferred
        first or not) with the GPA and scores of their profile, never their names. Students who did not are not read or counted.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Class" className="sm:w-48">
          {(control) => (
            <select {...control} value={classYear} onChange={(event) => setClassYear(Number(event.target.value))} className={inputClass}>
              {[applying, applying - 1, applying - 2].map((year) => (
                <option key={year} value={year}>
                  Class of {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button variant="secondary" onClick={review} disabled={preview.isFetching}>
          {preview.isFetching ? 'Building the rows…' : 'Review the rows'}
        </Button>
      </div>
      {reviewing === null ? null : preview.isPending ? (
        <LoadingState label="Building the rows" className="space-y-2">
          <Skeleton className="h-24" />
        </LoadingState>
      ) : preview.isError ? (
        <ErrorState
          size="compact"
          message={errorMessage(preview.error, 'The rows could not be built.')}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <Review
          data={preview.data}
          pending={save.isPending}
          onImport={() => save.mutate({ classYear: preview.data.classYear, fingerprint: preview.data.fingerprint })}
        />
      )}
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        {save.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {save.data.alreadyImported
              ? `These rows were already in the history as “${save.data.import.fileName}”: nothing was added.`
              : `Added ${save.data.import.rows.toLocaleString('en-US')} ${save.data.import.rows === 1 ? 'row' : 'rows'} to the history as “${save.data.import.fileName}”.`}
          </p>
        ) : save.isError ? (
          <FormAlert>
            {errorMessage(save.error, 'The rows were not imported. Check your connection and try again.')}
            {save.error instanceof ApiRequestError && save.error.body?.error === 'decisions_changed'
              ? ' The rows below are the new ones.'
              : ''}
          </FormAlert>
        ) : null}
      </div>
    </div>
  );
}

function Review({ data, pending, onImport }: { data: DecisionsPreview; pending: boolean; onImport: () => void }) {
  if (data.students.consented === 0) {
    return (
      <EmptyState icon={<UsersRound className="size-6" />} title={`No student of the class of ${data.classYear} has agreed yet.`}>
        Students agree on their Sharing page, with the switch {CONSENT_SWITCH} under your school (it is off until they turn it on).
      </EmptyState>
    );
  }
  const summary = `${students(data.students.consented)} of the class of ${data.classYear} agreed; ${students(data.students.included)} ${
    data.students.included === 1 ? 'adds' : 'add'
  } ${data.rows.length.toLocaleString('en-US')} ${data.rows.length === 1 ? 'row' : 'rows'}.`;
  return (
    <section aria-label={`Rows from the class of ${data.classYear}`} className="space-y-3">
      <p className="text-sm font-medium text-slate-900">{summary}</p>
      {data.leftOut.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p>Left out, among students who agreed:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.leftOut.map((entry) => (
              <li key={entry.reason}>
                {students(entry.students)}: {entry.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          No decisions to add yet. Come back once students record their final decisions.
        </p>
      ) : (
        <>
          <DecisionsRows rows={data.rows} classYear={data.classYear} />
          <p className="text-sm text-slate-600">
            They are imported as “{data.source}”, all at once, and students see them under the same rules as every import (no group under
            the display minimum). A row carries no name, so it cannot be taken out alone: deleting the import takes all of them out.
          </p>
          {data.alreadyImported ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              These rows are already in the history: imported by {data.alreadyImported.importedBy.name} on{' '}
              {formatDate(data.alreadyImported.importedAt)}.
            </p>
          ) : (
            <Button onClick={onImport} disabled={pending}>
              {pending ? 'Importing…' : `Import ${data.rows.length.toLocaleString('en-US')} ${data.rows.length === 1 ? 'row' : 'rows'}`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
