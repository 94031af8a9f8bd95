import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * The three states a block of server data shows before its content: loading, failed (with Try
 * Again) and empty. Every page and panel uses these instead of writing its own, so they look and
 * sound alike: loading is a polite status region named after what loads, a failure an alert.
 */

/** Placeholders shaped like the content (Skeletons passed as children) while `label` loads. */
export function LoadingState({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className} data-testid={testId}>
      {children}
    </div>
  );
}

interface ErrorStateProps {
  /** What could not be loaded, in the error catalogue's words ("Your timeline could not be loaded. Please try again."). */
  message: ReactNode;
  /** A heading above the message (the catalogue's "Error"); none for small panels. */
  title?: string;
  /** Asks again; shown as the Try Again button. */
  onRetry?: () => void;
  /** `panel` for a page's main content, `compact` inside a card, popover or dialog. */
  size?: 'panel' | 'compact';
  className?: string;
}

/** A failed load: an alert with the message and Try Again. */
export function ErrorState({ message, title, onRetry, size = 'panel', className = '' }: ErrorStateProps) {
  const compact = size === 'compact';
  return (
    <div
      role="alert"
      className={`rounded-2xl border border-red-200 bg-red-50 text-red-900 ${compact ? 'p-4 text-sm' : 'p-6'} ${className}`.trim()}
    >
      {title ? <h2 className="flex items-center gap-2 font-semibold">{title}</h2> : null}
      <p className={`flex items-start gap-2 ${title ? 'mt-1' : ''}`}>
        {title ? null : <CircleAlert aria-hidden="true" className={`mt-0.5 shrink-0 text-red-600 ${compact ? 'size-4' : 'size-5'}`} />}
        <span>{message}</span>
      </p>
      {onRetry ? (
        <Button variant="secondary" className={compact ? 'mt-3' : 'mt-4'} onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** A friendly empty state: what is missing and the next step (a link or button passed in). */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {icon ? (
        <span aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
          {icon}
        </span>
      ) : null}
      <p className="mt-4 font-semibold text-slate-900">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}
