import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useApplications } from '../../../lib/api/get-applications.ts';

/** The round's label, or the stored value as it is if a newer round is not known here. */
export const roundLabel = (round: string) => APPLICATION_ROUND_LABELS[round as ApplicationRound] ?? round;

/** Checkboxes for the student's applications, to link an essay to some of them. */
export function ApplicationChoices({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const choices = useApplications();
  const legendId = useId();
  const errorId = useId();
  const idBase = useId();

  let content;
  if (choices.isPending) {
    content = <Skeleton className="mt-2 h-16 w-full" />;
  } else if (choices.isError) {
    content = <p className="mt-1 text-sm text-slate-600">Your applications couldn't be loaded, so links stay as they are.</p>;
  } else if (choices.data.applications.length === 0) {
    content = (
      <p className="mt-1 text-sm text-slate-600">
        You have no applications yet.{' '}
        <Link to={paths.newApplication.getHref()} className="font-medium text-indigo-700 underline">
          Start one
        </Link>{' '}
        to link this essay to it.
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
                {application.school?.name ?? `School ${application.schoolId}`}{' '}
                <span className="text-slate-500">· {roundLabel(application.round)}</span>
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
        Applications this essay is for (optional)
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
