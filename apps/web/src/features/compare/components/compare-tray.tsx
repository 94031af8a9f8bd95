import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp, Columns3, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { paths } from '../../../config/paths.ts';
import { useComparison } from '../api/get-comparison.ts';
import { useCompareList } from '../use-compare-list.ts';
import { CompareMessageRegion } from './compare-message-region.tsx';

const WIDE_SCREEN = '(min-width: 640px)';

/**
 * The compare tray: a bar at the bottom of every page (but the comparison itself) with
 * the chosen schools, a remove button each, Clear and "Compare (N)". It is sticky, not fixed: at
 * the end of a page it sits below the footer, so it never hides content for good; on phones it
 * starts collapsed to one line. Loaded lazily by the root layout only once there is a list.
 */
export default function CompareTray() {
  const list = useCompareList();
  const comparison = useComparison(list.ids, { keepPrevious: true });
  // Until toggled, the screen decides: CSS shows the list on a wide one, so a server render (a
  // signed-in page's, which knows no screen) and the first render in the browser agree.
  const { t } = useLingui();
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? wide;
  const listId = useId();
  const count = list.ids.length;
  const names = new Map(comparison.data?.schools.map((school) => [school.id, school.name]));

  return (
    <div className="sticky bottom-0 z-40">
      <CompareMessageRegion className="mx-auto max-w-md px-4" />
      {count > 0 && (
        <section
          aria-label={t`Comparison list`}
          className="border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
          data-testid="compare-tray"
        >
          <div className="mx-auto max-w-6xl px-4 py-2 sm:px-6">
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setToggled(!open)}
                className="inline-flex min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100"
              >
                <Columns3 aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
                <span className="truncate">
                  <Trans>
                    <span className="sr-only sm:not-sr-only">Comparing </span>
                    {count} of {COMPARE_MAX}
                  </Trans>
                </span>
                {open ? (
                  <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <ChevronUp aria-hidden="true" className="size-4 shrink-0" />
                )}
              </button>
              <div className="ml-auto flex shrink-0 items-center gap-2">
                <button type="button" onClick={list.clear} className={buttonClass('ghost', 'px-3')}>
                  <Trans>
                    Clear<span className="sr-only"> comparison list</span>
                  </Trans>
                </button>
                <Link to={paths.compare.getHref(list.ids)} className={buttonClass('primary', 'px-3')}>
                  <Trans>Compare ({count})</Trans>
                </Link>
              </div>
            </div>
            <ul
              id={listId}
              hidden={toggled === false}
              aria-label={t`Universities to compare`}
              className={`mt-2 flex-wrap gap-2 pb-1 ${toggled === null ? 'hidden sm:flex' : 'flex'}`}
            >
              {list.ids.map((id) => {
                const name = names.get(id);
                return (
                  <li
                    key={id}
                    className="flex max-w-full items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pl-3 pr-1 text-sm text-slate-800"
                  >
                    <span className="truncate">{name ?? (comparison.isError ? t`University ${id}` : t`Loading…`)}</span>
                    <button
                      type="button"
                      onClick={() => list.remove(id)}
                      aria-label={name ? t`Remove ${name} from comparison` : t`Remove university ${id} from comparison`}
                      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
