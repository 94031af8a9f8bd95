import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SchoolSearch } from '../../../components/ui/school-search.tsx';

export interface ChosenSchool {
  id: number;
  name: string;
  city: string;
  state: string;
}

interface SchoolPickerProps {
  value: ChosenSchool | null;
  onChange: (school: ChosenSchool | null) => void;
  error?: string;
}

/**
 * Choose a school from the catalogue: type part of its name, then pick one of up to 8 matches
 * (buttons, so the keyboard and screen readers need nothing special). Once chosen, the school
 * shows with a Change button.
 */
export function SchoolPicker({ value, onChange, error }: SchoolPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  if (value) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">
          <Trans>School</Trans>
        </p>
        <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900" data-testid="chosen-school">
                {value.name}
              </p>
              <p className="text-sm text-slate-600">
                {value.city}, {value.state}
              </p>
            </div>
          </div>
          <button
            ref={changeRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              onChange(null);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            <Trans>
              Change<span className="sr-only"> school</span>
            </Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <SchoolSearch
      label={t`School`}
      placeholder={t`Search by college name or city`}
      hint={t`Type at least 2 letters to see matching colleges.`}
      error={error}
      inputRef={inputRef}
      onPick={(school) => {
        onChange({ id: school.id, name: school.name, city: school.city, state: school.state });
        requestAnimationFrame(() => changeRef.current?.focus());
      }}
    />
  );
}
