import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { ReadinessItem } from '@campuspath/contract/dashboard';

/** The readiness checklist, derived from the student's data (dashboard and /checklist). */
export function ReadinessList({ items, compact = false }: { items: ReadinessItem[]; compact?: boolean }) {
  const done = items.filter((item) => item.done).length;
  return (
    <div>
      <p className="text-sm text-slate-600">
        {done} of {items.length} done
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
                {item.label}
                <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
              </Link>
              {compact ? null : <p className="text-sm text-slate-500">{item.detail}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
