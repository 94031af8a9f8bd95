import { useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { numberFormat } from '../../../lib/number-format.ts';
import { describeWordCount } from '../word-count.ts';

/**
 * The live word count under the editor. Over the limit it turns red with an icon and says by how
 * much; a screen reader hears once when the text goes over (not on every keystroke).
 */
export function WordCountMeter({ id, count, maxWords }: { id: string; count: number; maxWords: number | null }) {
  const { t, i18n } = useLingui();
  const { text, over } = describeWordCount(i18n, count, maxWords);
  const limit = maxWords === null ? '' : numberFormat().format(maxWords);
  return (
    <div>
      <p id={id} className={`flex items-center gap-1.5 text-sm ${over > 0 ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
        {over > 0 ? <AlertCircle aria-hidden="true" className="size-4" /> : null}
        {text}
      </p>
      <p aria-live="polite" className="sr-only">
        {over > 0 && maxWords !== null ? t`Over the ${limit}-word limit.` : ''}
      </p>
    </div>
  );
}
