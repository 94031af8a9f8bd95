import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * Said once on a page of cards to a signed-in student whose profile has no test score yet: the one
 * thing a chance needs (canShowChance in auth-terms.ts), instead of an empty spot on every card.
 */
export function ChanceUnlockNote({ className = '' }: { className?: string }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-slate-800 ${className}`}
      data-testid="chance-unlock-note"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
      <span>
        <Trans>
          <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            Add an SAT or ACT score
          </Link>{' '}
          to see your chance (Reach, Target or Safety) at each university.
        </Trans>
      </span>
    </p>
  );
}
