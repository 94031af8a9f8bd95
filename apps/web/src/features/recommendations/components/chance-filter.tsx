import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { CHANCE_LABEL_IDS, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import type { RecommendationsResponse } from '@campuspath/contract/recommendations';
import { CHANCE_LABEL_HINTS, CHANCE_LABEL_NAMES } from '../../../lib/data-terms.ts';
import { numberFormat } from '../../../lib/number-format.ts';

export type ChanceFilterValue = ChanceLabel | 'all';

const itemClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=on]:bg-indigo-600 data-[state=on]:text-white';

const NEXT: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** Arrow keys, Home and End move the focus among the options (one tab stop, the chosen option), as in a radio group. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT[event.key];
  const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  if (!next || at < 0) return;
  event.preventDefault();
  options[next(at, options.length)]!.focus();
}

/**
 * All / Reach / Target / Safety / Likely admit, with how many recommendations fall under each
 * (the counts ignore the chance filter itself, so they stay put while switching).
 *
 * The markup and keys of Radix's single toggle group (a radiogroup of buttons, the arrows moving
 * the focus, Space or Enter choosing), without its collection and roving-focus code in the page's
 * first load (e2e/js-budget.spec.ts).
 */
export function ChanceFilter({
  value,
  counts,
  onChange,
}: {
  value: ChanceFilterValue;
  counts: RecommendationsResponse['counts'] | undefined;
  onChange: (value: ChanceFilterValue) => void;
}) {
  const { t, i18n } = useLingui();
  const total = counts ? counts.reach + counts.target + counts.safety + counts.likely + counts.unknown : undefined;
  const count = (n: number | undefined) =>
    n === undefined ? null : <span className="tabular-nums opacity-80"> ({numberFormat().format(n)})</span>;
  const options: { id: ChanceFilterValue; label: string; description?: string; n: number | undefined }[] = [
    { id: 'all', label: t`All`, n: total },
    ...CHANCE_LABEL_IDS.map((id) => ({
      id,
      label: i18n._(CHANCE_LABEL_NAMES[id]),
      description: i18n._(CHANCE_LABEL_HINTS[id]),
      n: counts?.[id],
    })),
  ];
  return (
    <div
      role="radiogroup"
      aria-label={t`Show chance`}
      onKeyDown={moveFocus}
      className="inline-flex w-fit flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          role="radio"
          aria-checked={value === option.id}
          data-state={value === option.id ? 'on' : 'off'}
          tabIndex={value === option.id ? 0 : -1}
          onClick={() => onChange(option.id)}
          className={itemClass}
          title={option.description}
        >
          {option.label}
          {count(option.n)}
        </button>
      ))}
    </div>
  );
}
