import type { Essay } from '@campuspath/contract/essays';
import { countWords } from '@campuspath/contract/essays-terms';
import { Button } from '../../../components/ui/button.tsx';
import { formatTime } from '../../../lib/format-date.ts';

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
  return (
    <section role="alert" aria-labelledby="essay-conflict-title" className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5">
      <h2 id="essay-conflict-title" className="font-semibold text-red-900">
        This essay was changed somewhere else
      </h2>
      <p className="mt-1 text-sm text-red-900">
        Another tab or device saved a different text at {formatTime(stored.updatedAt)}. Nothing has been overwritten: choose which text to
        keep.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Your text ({countWords(mine).toLocaleString('en-US')} words)</h3>
          <div
            tabIndex={0}
            aria-label="Your text"
            className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
          >
            {mine || <span className="text-slate-500">(empty)</span>}
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Saved text ({stored.wordCount.toLocaleString('en-US')} words)</h3>
          <div
            tabIndex={0}
            aria-label="Saved text"
            className="mt-1 max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
          >
            {stored.body || <span className="text-slate-500">(empty)</span>}
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onKeepMine}>Keep my text</Button>
        <Button variant="secondary" onClick={onTakeStored}>
          Use the saved text
        </Button>
      </div>
    </section>
  );
}
