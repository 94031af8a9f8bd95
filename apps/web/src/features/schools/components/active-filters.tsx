import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function badgesOf(i18n: I18n, state: ExploreState): Badge[] {
  const badges: Badge[] = [];
  const { search } = state;
  if (search) badges.push({ id: 'search', label: i18n._(msg`Search: “${search}”`), without: () => ({ ...state, search: '' }) });
  for (const key of LIST_KEYS) {
    for (const value of state[key]) {
      const name = optionLabel(i18n, key, value);
      const label = key === 'chances' ? i18n._(msg`Your chance: ${name}`) : name;
      badges.push({ id: `${key}:${value}`, label, without: () => toggleFilterValue(state, key, value), term: filterTerm(key, value) });
    }
  }
  const [costMin, costMax] = state.cost;
  if (costMin !== DEFAULT_COST[0] || costMax !== DEFAULT_COST[1]) {
    const from = formatTuitionBound(costMin);
    const to = formatTuitionBound(costMax);
    badges.push({
      id: 'cost',
      label: i18n._(msg`Tuition ${from}–${to}`),
      without: () => ({ ...state, cost: DEFAULT_COST }),
      term: 'costMax',
    });
  }
  const [admitMin, admitMax] = state.admit;
  if (admitMin !== DEFAULT_ADMIT[0] || admitMax !== DEFAULT_ADMIT[1]) {
    const from = formatAdmitBound(admitMin);
    const to = formatAdmitBound(admitMax);
    badges.push({
      id: 'admit',
      label: i18n._(msg`Acceptance ${from}–${to}`),
      without: () => ({ ...state, admit: DEFAULT_ADMIT }),
    });
  }
  if (state.netPriceMax !== null) {
    const amount = formatMoney(state.netPriceMax);
    badges.push({
      id: 'netPrice',
      label: i18n._(msg`Net price up to ${amount}`),
      without: () => ({ ...state, netPriceMax: null }),
      term: 'netPriceMax',
    });
  }
  const { near, radius } = state;
  if (near) {
    badges.push({
      id: 'near',
      label: radius !== null ? i18n._(msg`Within ${radius} miles of ${near}`) : i18n._(msg`Distance from ${near}`),
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
  const { t, i18n } = useLingui();
  const understoodId = useId();
  const badges = badgesOf(i18n, state);
  if (!badges.length) return null;
  const understood = new Set(state.understood);
  const fromSearch = badges.filter((badge) => badge.term !== undefined && understood.has(badge.term));
  const others = badges.filter((badge) => !fromSearch.includes(badge));
  const removeLabel = (name: string) => t`Remove filter: ${name}`;
  const chips = (list: Badge[], marked: boolean) =>
    list.map((badge) => (
      <li key={badge.id}>
        <button
          type="button"
          aria-label={removeLabel(badge.label)}
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
      <h2 className="sr-only">
        <Trans>Active filters</Trans>
      </h2>
      {fromSearch.length > 0 && (
        <>
          <span id={understoodId} className="inline-flex items-center gap-1 text-sm font-medium text-slate-700">
            <Sparkles aria-hidden="true" className="size-4 text-amber-600" />
            <Trans>From your search:</Trans>
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
        <Trans>Clear all</Trans>
      </button>
    </div>
  );
}
