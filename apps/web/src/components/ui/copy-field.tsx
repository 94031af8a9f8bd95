import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './button.tsx';

/**
 * A value to hand to someone else (an invitation link, a join code): shown in a read-only field,
 * selected on focus so it can be copied by hand, with a Copy button that uses the Clipboard API
 * where the browser allows it and says so when it does not.
 */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('manual');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-emerald-700" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <Trans>Copy</Trans>
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p role="status" className={state === 'idle' ? 'sr-only' : 'mt-1 text-sm text-slate-700'}>
        {state === 'copied'
          ? t`Copied.`
          : state === 'manual'
            ? t`Your browser did not allow copying: select the text above and copy it.`
            : ''}
      </p>
    </div>
  );
}
