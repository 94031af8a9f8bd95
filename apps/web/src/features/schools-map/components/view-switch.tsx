import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List, MapIcon } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';

/** The same values as ExploreState['view'] in features/schools/explore-query.ts. */
export type ExploreViewMode = 'list' | 'map';

const OPTIONS = [
  { value: 'list', label: msg`List`, Icon: List },
  { value: 'map', label: msg`Map`, Icon: MapIcon },
] as const;

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Explore's List / Map switch; the route keeps the choice in the URL (`view=map`). A radio group
 * of two buttons, as Radix's toggle group draws one (Tab reaches the chosen one, arrows move
 * between them, Space or Enter chooses), written out: the toggle group brought Radix's collection
 * and roving focus, about 6 KB gzipped, to Explore's first load for two buttons.
 */
export function ViewSwitch({ value, onChange }: { value: ExploreViewMode; onChange: (view: ExploreViewMode) => void }) {
  const { t, i18n } = useLingui();
  const groupRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const buttons = groupRef.current?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[(index + move + OPTIONS.length) % OPTIONS.length]?.focus();
  };
  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={t`Show results as`}
      className="inline-flex w-fit rounded-xl border border-slate-300 bg-white p-0.5"
    >
      {OPTIONS.map(({ value: option, label, Icon }, index) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          tabIndex={value === option ? 0 : -1}
          onClick={() => value !== option && onChange(option)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-checked:bg-indigo-600 aria-checked:text-white"
        >
          <Icon aria-hidden="true" className="size-4" />
          {i18n._(label)}
        </button>
      ))}
    </div>
  );
}
