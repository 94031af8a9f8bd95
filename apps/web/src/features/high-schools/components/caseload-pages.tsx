import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/**
 * Previous and next page of the caseload, as links that keep the view's search, filters and sort
 * (so Back and a shared link work). Not printed: a printout is the page on screen, and the CSV
 * holds every student.
 */
export function CaseloadPages({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Caseload pages" className="flex items-center justify-between gap-3 print:hidden">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass('secondary')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass('secondary')}>
          Next page
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
