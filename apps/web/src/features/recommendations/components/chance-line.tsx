import type { Chance } from '@campuspath/contract/recommendations';
import { ChanceBadge, formatChanceRange } from '../../../components/ui/chance-badge.tsx';

/**
 * The label pill and the estimated range ("Reach 14–22% estimated chance"); with no range (open
 * admission, no admission rate reported) the API's one-line summary says why.
 */
export function ChanceLine({ chance }: { chance: Chance }) {
  const range = formatChanceRange(chance);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span data-testid="chance-label">
        <ChanceBadge label={chance.label} />
      </span>
      {range ? (
        <span>
          <span className="font-semibold text-slate-900">{range}</span> estimated chance
        </span>
      ) : (
        <span>{summaryWithoutLabel(chance)}</span>
      )}
    </p>
  );
}

/** "Likely admit · open admission" -> "Open admission": the pill already says the label. */
function summaryWithoutLabel(chance: Chance): string {
  const parts = chance.summary.split(' · ');
  const rest = parts.length > 1 ? parts.slice(1).join(' · ') : chance.summary;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
