import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';

/** The round's name in the page's language, or the stored value as it is if a newer round is not known here. */
export function roundText(i18n: I18n, round: string): string {
  const known = APPLICATION_ROUND_NAMES[round as ApplicationRound] as MessageDescriptor | undefined;
  return known ? i18n._(known) : round;
}

/** Checkboxes for the student's applications, to link an essay to some of them. */
export function ApplicationChoices({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const choices = useApplications();
  const legendId = useId();
  const errorId = useId();
  const idBase = useId();
  const { i18n } = useLingui();

  let content;
  if (choices.isPending) {
    content = <Skeleton className="mt-2 h-16 w-full" />;
  } else if (choices.isError) {
    content = (
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Your applications couldn't be loaded, so links stay as they are.</Trans>
      </p>
    );
  } else if (choices.data.applications.length === 0) {
    content = (
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          You have no applications yet.{' '}
          <Link to={paths.newApplication.getHref()} className="font-medium text-indigo-700 underline">
            Start one
          </Link>{' '}
          to link this essay to it.
        </Trans>
      </p>
    );
  } else {
    content = (
      <ul className="mt-2 max-h-48 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {choices.data.applications.map((application, index) => {
          const id = `${idBase}-${index}`;
          const checked = value.includes(application.id);
          return (
            <li key={application.id} className="flex items-center gap-2">
              <Checkbox.Root
                id={id}
                checked={checked}
                onCheckedChange={(next) =>
                  onChange(next === true ? [...value, application.id] : value.filter((entry) => entry !== application.id))
                }
                className="grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
              >
                <Checkbox.Indicator>
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={id} className="text-sm text-slate-800">
                <SchoolName name={application.school?.name} schoolId={application.schoolId} />{' '}
                <span className="text-slate-500">· {roundText(i18n, application.round)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div role="group" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <p id={legendId} className="text-sm font-medium text-slate-800">
        <Trans>Applications this essay is for (optional)</Trans>
      </p>
      {content}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The college's name, or its federal id when the catalogue no longer has it. */
function SchoolName({ name, schoolId }: { name: string | undefined; schoolId: number | string }) {
  const { t } = useLingui();
  return <>{name ?? t`School ${schoolId}`}</>;
}
