import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinOff, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/query-state.tsx';

/** First-page failure (spec section 8, word for word). */
export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <ErrorState title={t`Error`} message={t`Failed to load universities. Please try again later.`} onRetry={onRetry} />;
}

/** The API does not know the view's ZIP code (its 400 message); the filter keeps what was typed. */
export function ResultsZipError({ message, onRemove }: { message: string; onRemove: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-12 text-center">
      <MapPinOff aria-hidden="true" className="size-10 text-amber-700" />
      <p className="text-lg font-medium text-slate-900" data-testid="zip-results-error">
        {message}
      </p>
      <Button variant="secondary" onClick={onRemove} className="mt-2">
        <Trans>Remove ZIP code</Trans>
      </Button>
    </div>
  );
}

interface ResultsEmptyProps {
  /** Reset Search clears the search text and the URL parameter (spec section 2); shown while searching. */
  onResetSearch?: () => void;
  /** Shown when filters narrow the list. */
  onClearFilters?: () => void;
}

export function ResultsEmpty({ onResetSearch, onClearFilters }: ResultsEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-lg font-medium text-slate-900">
        <Trans>No universities found matching your criteria.</Trans>
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onResetSearch && (
          <Button onClick={onResetSearch}>
            <Trans>Reset Search</Trans>
          </Button>
        )}
        {onClearFilters && (
          <Button variant="secondary" onClick={onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
