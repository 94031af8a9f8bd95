import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { CheckCircle2, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DecisionsPreview } from '@campuspath/contract/admission-history-decisions';
import { decisionsClassYear } from '@campuspath/contract/admission-history-decisions-terms';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { useDecisionsPreview } from '../api/get-decisions-preview.ts';
import { useImportDecisions } from '../api/import-decisions.ts';
import { CONSENT_SWITCH_NAME, LEFT_OUT_REASON_NAMES } from '../decisions-words.ts';
import { DecisionsRows } from './decisions-rows.tsx';
import { renderToday } from '../../../lib/format-date.ts';

/**
 * "Add this year's decisions": the counselor picks a class, reviews the rows its consenting students
 * give (how many agreed, who adds none and why, every row without names), then imports them all at
 * once. Nothing is fetched until they ask to review; a change since the review is refused by the API
 * and the rows are shown again.
 */
export function DecisionsImport({ highSchoolId }: { highSchoolId: string }) {
  const { t, i18n } = useLingui();
  const consentSwitch = i18n._(CONSENT_SWITCH_NAME);
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

  const savedName = save.data?.import.fileName ?? '';
  const savedRows = formatCount(save.data?.import.rows ?? 0);

  const review = () => {
    save.reset();
    if (reviewing === classYear) void preview.refetch();
    setReviewing(classYear);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Students who turned on “{consentSwitch}” on their Sharing page add their final decisions (admitted, denied, waitlisted, deferred
          first or not) with the GPA and scores of their profile, never their names. Students who did not are not read or counted.
        </Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={t`Class`} className="sm:w-48">
          {(control) => (
            <select {...control} value={classYear} onChange={(event) => setClassYear(Number(event.target.value))} className={inputClass}>
              {[applying, applying - 1, applying - 2].map((year) => (
                <option key={year} value={year}>
                  <Trans>Class of {year}</Trans>
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button variant="secondary" onClick={review} disabled={preview.isFetching}>
          {preview.isFetching ? t`Building the rows…` : t`Review the rows`}
        </Button>
      </div>
      {reviewing === null ? null : preview.isPending ? (
        <LoadingState label={t`Building the rows`} className="space-y-2">
          <Skeleton className="h-24" />
        </LoadingState>
      ) : preview.isError ? (
        <ErrorState
          size="compact"
          message={errorMessage(preview.error, t`The rows could not be built.`)}
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
              ? t`These rows were already in the history as “${savedName}”: nothing was added.`
              : t`Added ${plural(save.data.import.rows, { one: `${savedRows} row`, other: `${savedRows} rows` })} to the history as “${savedName}”.`}
          </p>
        ) : save.isError ? (
          <FormAlert>
            {errorMessage(save.error, t`The rows were not imported. Check your connection and try again.`)}
            {save.error instanceof ApiRequestError && save.error.body?.error === 'decisions_changed'
              ? t` The rows below are the new ones.`
              : ''}
          </FormAlert>
        ) : null}
      </div>
    </div>
  );
}

function Review({ data, pending, onImport }: { data: DecisionsPreview; pending: boolean; onImport: () => void }) {
  const { t, i18n } = useLingui();
  const classYear = data.classYear;
  if (data.students.consented === 0) {
    const consentSwitch = i18n._(CONSENT_SWITCH_NAME);
    return (
      <EmptyState icon={<UsersRound className="size-6" />} title={t`No student of the class of ${classYear} has agreed yet.`}>
        <Trans>
          Students agree on their Sharing page, with the switch “{consentSwitch}” under your school (it is off until they turn it on).
        </Trans>
      </EmptyState>
    );
  }
  const consented = formatCount(data.students.consented);
  const included = formatCount(data.students.included);
  const rowCount = formatCount(data.rows.length);
  const agreed = t`${plural(data.students.consented, { one: `${consented} student`, other: `${consented} students` })} of the class of ${classYear} agreed;`;
  const adding = t`${plural(data.students.included, { one: `${included} student adds`, other: `${included} students add` })} ${plural(data.rows.length, { one: `${rowCount} row`, other: `${rowCount} rows` })}.`;
  const source = data.source;
  const importer = data.alreadyImported?.importedBy.name ?? '';
  const importedOn = data.alreadyImported ? formatDate(data.alreadyImported.importedAt) : '';
  return (
    <section aria-label={t`Rows from the class of ${classYear}`} className="space-y-3">
      <p className="text-sm font-medium text-slate-900">
        {agreed} {adding}
      </p>
      {data.leftOut.length > 0 ? (
        <div className="text-sm text-slate-700">
          <p>
            <Trans>Left out, among students who agreed:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {data.leftOut.map((entry) => {
              const count = formatCount(entry.students);
              const reason = i18n._(LEFT_OUT_REASON_NAMES[entry.reason]);
              return (
                <li key={entry.reason}>
                  {t`${plural(entry.students, { one: `${count} student`, other: `${count} students` })}: ${reason}`}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {data.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <Trans>No decisions to add yet. Come back once students record their final decisions.</Trans>
        </p>
      ) : (
        <>
          <DecisionsRows rows={data.rows} classYear={data.classYear} />
          <p className="text-sm text-slate-600">
            <Trans>
              They are imported as “{source}”, all at once, and students see them under the same rules as every import (no group under the
              display minimum). A row carries no name, so it cannot be taken out alone: deleting the import takes all of them out.
            </Trans>
          </p>
          {data.alreadyImported ? (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              {t`These rows are already in the history: imported by ${importer} on ${importedOn}.`}
            </p>
          ) : (
            <Button onClick={onImport} disabled={pending}>
              {pending ? t`Importing…` : t`Import ${plural(data.rows.length, { one: `${rowCount} row`, other: `${rowCount} rows` })}`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
