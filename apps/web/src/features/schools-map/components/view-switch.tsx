import { List, MapIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
/** The same values as ExploreState['view'] in features/schools/explore-query.ts. */
export type ExploreViewMode = 'list' | 'map';

const OPTIONS = [
  { value: 'list', label: 'List', Icon: List },
  { value: 'map', label: 'Map', Icon: MapIcon },
] as const;

/** Explore's List / Map switch; the route keeps the choice in the URL (`view=map`). */
export function ViewSwitch({ value, onChange }: { value: ExploreViewMode; onChange: (view: ExploreViewMode) => void }) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as ExploreViewMode)}
      aria-label="Show results as"
      className="inline-flex w-fit rounded-xl border border-slate-300 bg-white p-0.5"
    >
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <ToggleGroup.Item
          key={option}
          value={option}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=on]:bg-indigo-600 data-[state=on]:text-white"
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
