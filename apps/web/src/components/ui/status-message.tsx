import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect } from 'react';

export interface StatusMessageValue {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

const MESSAGE_MS = 10_000;

interface StatusMessageProps {
  message: StatusMessageValue | null;
  onDismiss: (id: number) => void;
  testId: string;
  /** Extra classes for the visible box (placement, width). */
  boxClassName?: string;
}

/**
 * A polite live region for short messages (a save undone, a list full): always in the page, so
 * screen readers announce a new message when its text arrives; it dismisses itself after 10 s
 * or with its close button.
 */
export function StatusMessage({ message, onDismiss, testId, boxClassName = '' }: StatusMessageProps) {
  const { t } = useLingui();
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => onDismiss(message.id), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);

  return (
    <div
      className={
        message
          ? `flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
              message.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
            } ${boxClassName}`
          : ''
      }
    >
      <p role="status" className={message ? 'pt-0.5' : 'sr-only'} data-testid={testId}>
        {message?.text ?? ''}
      </p>
      {message ? (
        <button
          type="button"
          onClick={() => onDismiss(message.id)}
          className="-m-1 ml-auto shrink-0 rounded-md p-1 hover:bg-black/5"
          aria-label={t`Dismiss message`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
