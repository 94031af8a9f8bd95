import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { ReadinessItem } from '@campuspath/contract/dashboard';
import { readinessDetail, readinessLabel } from '../readiness-terms.ts';

/** The readiness checklist, derived from the student's data (dashboard and /checklist). */
export function ReadinessList({ items, compact = false }: { items: ReadinessItem[]; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const done = items.filter((item) => item.done).length;
  const total = items.length;
  return (
    <div>
      <p className="text-sm text-slate-600">
        <Trans>
          {done} of {total} done
        </Trans>
      </p>
      <ul className={`mt-3 ${compact ? 'space-y-2' : 'space-y-3'}`}>
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-300" />
            )}
            <div className="min-w-0">
              <Link to={item.href} className={`font-medium hover:underline ${item.done ? 'text-slate-600' : 'text-slate-900'}`}>
                {readinessLabel(i18n, item)}
                <span className="sr-only"> {item.done ? t`(done)` : t`(to do)`}</span>
              </Link>
              {compact ? null : <p className="text-sm text-slate-500">{readinessDetail(i18n, item)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
