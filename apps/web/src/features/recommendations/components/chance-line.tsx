import { Trans, useLingui } from '@lingui/react/macro';
import type { Chance } from '@campuspath/contract/recommendations';
import { ChanceBadge } from '../../../components/ui/chance-badge.tsx';
import { formatChanceRange } from '../../../lib/chance-range.ts';
import { chanceWithoutRangeText } from '../../../lib/chance-no-range.ts';

/**
 * The label pill and the estimated range ("Reach 14–22% estimated chance"); with no range (open
 * admission, no admission rate reported) a line says why, in the page's language.
 */
export function ChanceLine({ chance }: { chance: Chance }) {
  const range = formatChanceRange(chance);
  const { i18n } = useLingui();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span data-testid="chance-label">
        <ChanceBadge label={chance.label} />
      </span>
      {range ? (
        <span>
          <Trans>
            <span className="font-semibold text-slate-900">{range}</span> estimated chance
          </Trans>
        </span>
      ) : (
        <span>{chanceWithoutRangeText(i18n, chance)}</span>
      )}
    </p>
  );
}
