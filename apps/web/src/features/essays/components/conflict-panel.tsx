import { Trans, useLingui } from '@lingui/react/macro';
import type { Essay } from '@campuspath/contract/essays';
import { countWords } from '@campuspath/contract/essays-terms';
import { Button } from '../../../components/ui/button.tsx';
import { formatTime } from '../../../lib/format-date.ts';
import { wordsText } from '../word-count.ts';

/**
 * Shown when the essay changed somewhere else after this editor loaded it: both texts side by
 * side, and the student chooses. Nothing is overwritten until they do.
 */
export function ConflictPanel({
  mine,
  stored,
  onKeepMine,
  onTakeStored,
}: {
  mine: string;
  stored: Essay;
  onKeepMine: () => void;
  onTakeStored: () => void;
}) {
  const { t, i18n } = useLingui();
  const savedAt = formatTime(stored.updatedAt);
  // A text (el texto) is empty, where a version (la versión) is vacía.
  const emptyText = t({ message: '(empty)', context: 'text' });
  const myWords = wordsText(i18n, countWords(mine));
  const storedWords = wordsText(i18n, stored.wordCount);
  return (
    <section role="alert" aria-labelledby="essay-conflict-title" className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5">
      <h2 id="essay-conflict-title" className="font-semibold text-red-900">
        <Trans>This essay was changed somewhere else</Trans>
      </h2>
      <p className="mt-1 text-sm text-red-900">
        <Trans>Another tab or device saved a different text at {savedAt}. Nothing has been overwritten: choose which text to keep.</Trans>
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Your text ({myWords})</Trans>
          </h3>
          <div
            tabIndex={0}
            aria-label={t`Your text`}
            className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
          >
            {mine || <span className="text-slate-500">{emptyText}</span>}
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Saved text ({storedWords})</Trans>
          </h3>
          <div
            tabIndex={0}
            aria-label={t`Saved text`}
            className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
          >
            {stored.body || <span className="text-slate-500">{emptyText}</span>}
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onKeepMine}>
          <Trans>Keep my text</Trans>
        </Button>
        <Button variant="secondary" onClick={onTakeStored}>
          <Trans>Use the saved text</Trans>
        </Button>
      </div>
    </section>
  );
}
