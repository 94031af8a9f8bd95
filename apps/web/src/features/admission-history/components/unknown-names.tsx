import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ImportReport } from '@campuspath/contract/admission-history-imports';
import { Button } from '../../../components/ui/button.tsx';
import { formatCount } from '../../../lib/format-size.ts';

interface UnknownNamesProps {
  names: ImportReport['unknownNames'];
  /** The college chosen so far for each name (as the file writes it). */
  chosen: ReadonlyMap<string, number>;
  onChoose: (name: string, collegeId: number) => void;
  onImport: () => void;
  pending: boolean;
}

/**
 * The college names of a refused file the catalogue could not place alone, each once with how
 * many rows name it: choosing one of its suggestions applies to every one of those rows, and
 * "Import with these colleges" sends the same file again with the choices.
 */
export function UnknownNames({ names, chosen, onChoose, onImport, pending }: UnknownNamesProps) {
  const { t } = useLingui();
  const choosable = names.filter((name) => name.suggestions.length > 0);
  if (choosable.length === 0) return null;
  const ready = choosable.every((name) => chosen.has(name.value));
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="unknown-names">
      <h4 className="font-semibold text-slate-900">
        <Trans>College names to choose</Trans>
      </h4>
      <p className="text-sm text-slate-700">
        <Trans>
          Choose the college each name means: the choice applies to every row with that name. Names you leave unchosen stay problems.
        </Trans>
      </p>
      {choosable.map((name) => {
        const value = name.value;
        const rows = formatCount(name.rows);
        return (
          <fieldset key={name.value} className="space-y-1.5">
            <legend className="text-sm font-medium text-slate-900">
              {t`“${value}” (${plural(name.rows, { one: `${rows} row`, other: `${rows} rows` })})`}
            </legend>
            <p className="text-sm text-slate-600">{name.problem}</p>
            {name.suggestions.map((college) => (
              <label key={college.id} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`college-for-${name.value}`}
                  value={college.id}
                  checked={chosen.get(name.value) === college.id}
                  onChange={() => onChoose(name.value, college.id)}
                  className="mt-0.5 size-4 accent-indigo-600"
                />
                <span>
                  <CollegeChoice {...college} />
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <Button onClick={onImport} disabled={pending || chosen.size === 0}>
        {pending ? t`Importing…` : ready ? t`Import with these colleges` : t`Import with the colleges chosen so far`}
      </Button>
    </div>
  );
}

/** A suggested college as the choice reads: its name, city and state, and its UNITID. */
function CollegeChoice({ id, name, city, state }: { id: number; name: string; city: string; state: string }) {
  return (
    <Trans>
      {name} ({city}, {state}), UNITID <span className="tabular-nums">{id}</span>
    </Trans>
  );
}
