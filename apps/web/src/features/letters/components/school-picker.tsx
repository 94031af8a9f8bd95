import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_LETTER_SCHOOLS } from '@campuspath/contract/letters-terms';
import { SchoolSearch } from '../../../components/ui/school-search.tsx';
import { useMySchools } from '../use-my-schools.ts';
import type { SchoolPick } from '../school-pick.ts';

interface SchoolPickerProps {
  value: SchoolPick[];
  onChange: (schools: SchoolPick[]) => void;
  error?: string;
}

const CHIP = 'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm';

/**
 * The universities a letter is for: quick picks from the student's applications and saved
 * list, and a search of the whole catalogue (buttons, so keyboards and screen readers need
 * nothing special). Chosen ones show as chips with a remove button.
 */
export function SchoolPicker({ value, onChange, error }: SchoolPickerProps) {
  const { t } = useLingui();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const mySchools = useMySchools();
  const chosen = new Set(value.map((school) => school.id));
  const full = value.length >= MAX_LETTER_SCHOOLS;
  const add = (school: SchoolPick) => {
    if (!chosen.has(school.id) && !full) onChange([...value, school]);
  };
  const quickPicks = mySchools.filter((school) => !chosen.has(school.id));

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Universities</Trans>
      </legend>
      {value.length > 0 ? (
        <ul aria-label={t`Chosen universities`} className="mt-2 flex flex-wrap gap-2">
          {value.map(({ id, name }) => (
            <li key={id} className={`${CHIP} border-indigo-200 bg-indigo-50 text-indigo-900`}>
              {name}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other.id !== id))}
                className="-mr-1 grid size-6 place-items-center rounded-full hover:bg-indigo-100"
                aria-label={t`Remove ${name}`}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No universities chosen yet.</Trans>
        </p>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}

      {quickPicks.length > 0 && !full ? (
        <div className="mt-3">
          <p className="text-sm text-slate-600">
            <Trans>From your applications and saved list:</Trans>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {quickPicks.map(({ id, name }) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => add({ id, name })}
                  className={`${CHIP} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                >
                  <Plus aria-hidden="true" className="size-3.5" />
                  <Trans>
                    <span className="sr-only">Add </span>
                    {name}
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {full ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>That is the most one letter can list ({MAX_LETTER_SCHOOLS}).</Trans>
        </p>
      ) : (
        <div className="mt-3">
          <SchoolSearch
            label={t`Search all universities`}
            labelClassName="text-sm text-slate-700"
            placeholder={t`College name or city`}
            inputRef={inputRef}
            isChosen={(id) => chosen.has(id)}
            onPick={(school) => {
              add({ id: school.id, name: school.name });
              inputRef.current?.focus();
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
