import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { CHANCE_LABEL_NAMES } from '../../lib/data-terms.ts';

/**
 * The Reach / Target / Safety / Likely admit pill. Colour is never the only signal: the label is
 * always written out. Used by recommendations, Explore, the university page and the saved list.
 */
const BADGE_CLASSES: Record<ChanceLabel, { className: string }> = {
  reach: { className: 'bg-rose-100 text-rose-900 ring-rose-200' },
  target: { className: 'bg-amber-100 text-amber-900 ring-amber-200' },
  safety: { className: 'bg-emerald-100 text-emerald-900 ring-emerald-200' },
  likely: { className: 'bg-sky-100 text-sky-900 ring-sky-200' },
};

export function ChanceBadge({ label, className = '' }: { label: ChanceLabel | null; className?: string }) {
  const { i18n } = useLingui();
  if (!label) {
    return (
      <span
        className={`inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-200 ${className}`}
      >
        <Trans>No estimate</Trans>
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${BADGE_CLASSES[label].className} ${className}`}
    >
      {i18n._(CHANCE_LABEL_NAMES[label])}
    </span>
  );
}
