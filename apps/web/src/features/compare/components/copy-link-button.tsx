import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Copy link" for a comparison: the URL carries the schools, so whoever opens it sees the same
 * table. Where the Clipboard API is missing or refused, the link is shown selected to copy by hand.
 * `path` is made absolute on this site when copied (a server render knows no origin).
 */
export function CopyLinkButton({ path }: { path: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'copied') {
      const timer = window.setTimeout(() => setState('idle'), 4000);
      return () => window.clearTimeout(timer);
    }
    if (state === 'manual') fieldRef.current?.select();
  }, [state]);

  async function copy() {
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => void copy()} data-testid="copy-compare-link">
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700" />
        ) : (
          <Link2 aria-hidden="true" className="size-4" />
        )}
        <Trans>Copy link</Trans>
      </Button>
      <p role="status" className={state === 'copied' ? 'text-sm text-emerald-800' : 'sr-only'}>
        {state === 'copied' ? t`Link copied. Anyone who opens it sees this comparison.` : ''}
      </p>
      {state === 'manual' && (
        <div className="w-full max-w-md">
          <label htmlFor={fieldId} className="text-sm text-slate-700">
            <Trans>Copy this link to share the comparison:</Trans>
          </label>
          <input
            id={fieldId}
            ref={fieldRef}
            readOnly
            value={`${window.location.origin}${path}`}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            data-testid="compare-link-field"
          />
        </div>
      )}
    </div>
  );
}
