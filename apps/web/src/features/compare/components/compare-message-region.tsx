import { X } from 'lucide-react';
import { useEffect } from 'react';
import { dismissCompareMessage, useCompareMessage } from '../compare-status.ts';

const MESSAGE_MS = 10_000;

/**
 * The polite live region for compare messages (the list is full, a change was undone, a merge left
 * some out). Always in the page, so a new message is announced when its text arrives. Mounted by
 * the tray, or by the compare page (where the tray is not shown): one at a time.
 */
export function CompareMessageRegion({ className = '' }: { className?: string }) {
  const message = useCompareMessage();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => dismissCompareMessage(message.id), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div className={className}>
      <div
        className={
          message
            ? `mb-2 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
                message.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
              }`
            : ''
        }
      >
        <p role="status" className={message ? 'pt-0.5' : 'sr-only'} data-testid="compare-message">
          {message?.text ?? ''}
        </p>
        {message ? (
          <button
            type="button"
            onClick={() => dismissCompareMessage(message.id)}
            className="-m-1 ml-auto shrink-0 rounded-md p-1 hover:bg-black/5"
            aria-label="Dismiss message"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
