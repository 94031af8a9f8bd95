import { Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import {
  DEFAULT_ADMIT,
  DEFAULT_COST,
  clearAll,
  filterTerm,
  toggleFilterValue,
  type ExploreState,
  type ListFilterKey,
} from '../explore-query.ts';
import { withPlace } from '../explore-price-distance.ts';
import { formatAdmitBound, formatTuitionBound, optionLabel } from '../filter-options.ts';
import { formatMoney } from '../../../lib/format-money.ts';

interface ActiveFiltersProps {
  state: ExploreState;
  onChange: (next: ExploreState) => void;
}

interface Badge {
  id: string;
  label: string;
  without: () => ExploreState;
  /** The filter's URL term, as `understood` marks name it. */
  term?: string;
}

const LIST_KEYS: readonly ListFilterKey[] = ['chances', 'locations', 'programTypes', 'sizes', 'states', 'majors', 'testPolicies'];

function badgesOf(state: ExploreState): Badge[] {
  const badges: Badge[] = [];
  if (state.search) badges.push({ id: 'search', label: `Search: “${state.search}”`, without: () => ({ ...state, search: '' }) });
  for (const key of LIST_KEYS) {
    for (const value of state[key]) {
      const name = optionLabel(key, value);
      const label = key === 'chances' ? `Your chance: ${name}` : name;
      badges.push({ id: `${key}:${value}`, label, without: () => toggleFilterValue(state, key, value), term: filterTerm(key, value) });
    }
  }
  const [costMin, costMax] = state.cost;
  if (costMin !== DEFAULT_COST[0] || costMax !== DEFAULT_COST[1]) {
    badges.push({
      id: 'cost',
      label: `Tuition ${formatTuitionBound(costMin)}–${formatTuitionBound(costMax)}`,
      without: () => ({ ...state, cost: DEFAULT_COST }),
      term: 'costMax',
    });
  }
  const [admitMin, admitMax] = state.admit;
  if (admitMin !== DEFAULT_ADMIT[0] || admitMax !== DEFAULT_ADMIT[1]) {
    badges.push({
      id: 'admit',
      label: `Acceptance ${formatAdmitBound(admitMin)}–${formatAdmitBound(admitMax)}`,
      without: () => ({ ...state, admit: DEFAULT_ADMIT }),
    });
  }
  if (state.netPriceMax !== null) {
    badges.push({
      id: 'netPrice',
      label: `Net price up to ${formatMoney(state.netPriceMax)}`,
      without: () => ({ ...state, netPriceMax: null }),
      term: 'netPriceMax',
    });
  }
  if (state.near) {
    badges.push({
      id: 'near',
      label: state.radius !== null ? `Within ${state.radius} miles of ${state.near}` : `Distance from ${state.near}`,
      without: () => withPlace(state, null, null),
      term: 'near',
    });
  }
  return badges;
}

/**
 * The choices narrowing the list, as badges that remove themselves, plus "Clear all". Filters read
 * from the search text come first, under "From your search", so the student sees what
 * was understood.
 */
export function ActiveFilters({ state, onChange }: ActiveFiltersProps) {
  const understoodId = useId();
  const badges = badgesOf(state);
  if (!badges.length) return null;
  const understood = new Set(state.understood);
  const fromSearch = badges.filter((badge) => badge.term !== undefined && understood.has(badge.term));
  const others = badges.filter((badge) => !fromSearch.includes(badge));
  const chips = (list: Badge[], marked: boolean) =>
    list.map((badge) => (
      <li key={badge.id}>
        <button
          type="button"
          aria-label={`Remove filter: ${badge.label}`}
          onClick={() => onChange(badge.without())}
          className={`inline-flex items-center gap-1 rounded-full border py-1 pl-3 pr-2 text-sm font-medium transition-colors ${
            marked
              ? 'border-amber-300 bg-amber-50 text-amber-900 hover:border-amber-400 hover:bg-amber-100'
              : 'border-indigo-200 bg-indigo-50 text-indigo-800 hover:border-indigo-300 hover:bg-indigo-100'
          }`}
        >
          {badge.label}
          <X aria-hidden="true" className="size-3.5" />
        </button>
      </li>
    ));
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">Active filters</h2>
      {fromSearch.length > 0 && (
        <>
          <span id={understoodId} className="inline-flex items-center gap-1 text-sm font-medium text-slate-700">
            <Sparkles aria-hidden="true" className="size-4 text-amber-600" />
            From your search:
          </span>
          <ul aria-labelledby={understoodId} className="flex flex-wrap gap-2">
            {chips(fromSearch, true)}
          </ul>
        </>
      )}
      {others.length > 0 && <ul className="flex flex-wrap gap-2">{chips(others, false)}</ul>}
      <button
        type="button"
        onClick={() => onChange(clearAll(state))}
        className="rounded-full px-3 py-1 text-sm font-medium text-slate-700 underline-offset-2 hover:text-indigo-700 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
