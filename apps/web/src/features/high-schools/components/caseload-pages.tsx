import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/**
 * Previous and next page of the caseload, as links that keep the view's search, filters and sort
 * (so Back and a shared link work). Not printed: a printout is the page on screen, and the CSV
 * holds every student.
 */
export function CaseloadPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={t`Caseload pages`} className="flex items-center justify-between gap-3 print:hidden">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass('secondary')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <Trans>Previous page</Trans>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass('secondary')}>
          <Trans>Next page</Trans>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
