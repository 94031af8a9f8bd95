import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { DeadlineItem } from '@campuspath/contract/deadlines';
import type { DeadlineKind } from '@campuspath/contract/deadlines-terms';
import { DEADLINE_KIND_NAMES } from '../../../lib/daily-terms.ts';
import { datedItemTitle } from '../../../lib/dated-item-title.ts';
import { datedItemHref } from '../../../lib/dated-item-href.ts';

export const KIND_TONES: Record<DeadlineKind, { className: string }> = {
  application: { className: 'bg-indigo-100 text-indigo-900 hover:bg-indigo-200' },
  reply: { className: 'bg-teal-100 text-teal-900 hover:bg-teal-200' },
  waitlist: { className: 'bg-orange-100 text-orange-900 hover:bg-orange-200' },
  scholarship: { className: 'bg-lime-100 text-lime-900 hover:bg-lime-200' },
  essay: { className: 'bg-violet-100 text-violet-900 hover:bg-violet-200' },
  recommendation: { className: 'bg-amber-100 text-amber-900 hover:bg-amber-200' },
  task: { className: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200' },
};
const DONE_TONE = 'bg-slate-100 text-slate-700 line-through hover:bg-slate-200';

/** A calendar chip (compact) or a list row, linking to the item. */
export function DeadlineItemLink({ item, compact }: { item: DeadlineItem; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const tone = item.completed ? DONE_TONE : KIND_TONES[item.kind].className;
  const title = datedItemTitle(i18n, item);
  const kind = i18n._(DEADLINE_KIND_NAMES[item.kind]);
  return (
    <Link
      to={datedItemHref(item)}
      title={compact ? title : undefined}
      className={`block rounded ${tone} ${compact ? 'truncate px-1 py-0.5 text-[11px] leading-tight sm:text-xs' : 'px-3 py-2 text-sm font-medium'}`}
    >
      <span className="sr-only">{t`${kind}:`} </span>
      {title}
      {item.completed ? <span className="sr-only"> {t`(done)`}</span> : null}
    </Link>
  );
}
