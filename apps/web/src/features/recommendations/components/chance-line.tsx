import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Chance } from '@campuspath/contract/recommendations';
import type { ChanceUnavailable } from '@campuspath/contract/recommendations-terms';
import { ChanceBadge, formatChanceRange } from '../../../components/ui/chance-badge.tsx';

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
        <span>{whyNoRange(chance) ? i18n._(whyNoRange(chance)!) : chance.summary}</span>
      )}
    </p>
  );
}

/** Why there is no range (the API's summary after its label): the pill already says the label. */
const NO_RANGE: Record<ChanceUnavailable, MessageDescriptor> = {
  testScore: msg`Add an SAT or ACT score`,
  scoreRange: msg`No test score range reported`,
  admissionRate: msg`Admission rate not reported`,
};
const OPEN_ADMISSION = msg`Open admission`;

function whyNoRange(chance: Chance): MessageDescriptor | null {
  if (chance.unavailable) return NO_RANGE[chance.unavailable];
  return chance.label === 'likely' ? OPEN_ADMISSION : null;
}
