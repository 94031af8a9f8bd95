import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { universitiesCount } from '../../../lib/universities-count.ts';

interface FiltersAsideProps {
  id: string;
  /** `by-screen`: open beside the results on wide screens, closed on phones (CSS decides, so a server-rendered page never shifts). */
  open: boolean | 'by-screen';
  onClose: () => void;
  /** On phones: close the panel and move to the results. */
  onShowResults: () => void;
  /** How many universities match, once known. */
  count: number | undefined;
  /** The filter panel. */
  children: ReactNode;
}

/** Explore's filters: beside the results on wide screens, above them on demand on phones. */
export function FiltersAside({ id, open, onClose, onShowResults, count, children }: FiltersAsideProps) {
  const { t, i18n } = useLingui();
  const matching = count !== undefined ? universitiesCount(i18n, count) : null;
  return (
    <aside
      id={id}
      hidden={open === false}
      aria-labelledby={`${id}-heading`}
      className={`${open === 'by-screen' ? 'max-lg:hidden ' : ''}mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mb-0 lg:w-72 lg:shrink-0`}
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          <Trans>Filters</Trans>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close filters`}
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
      <Button onClick={onShowResults} className="mt-6 w-full lg:hidden">
        {matching !== null ? t`Show ${matching}` : t`Show results`}
      </Button>
    </aside>
  );
}
