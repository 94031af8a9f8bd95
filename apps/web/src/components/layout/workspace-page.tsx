import type { ReactNode } from 'react';

/**
 * The frame of every signed-in page: a heading (the page's one h1), an optional line under it,
 * actions on the right (stacked on phones) and the content.
 */
export function WorkspacePage({
  title,
  description,
  actions,
  children,
  width = 'wide',
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  return (
    <div className={`mx-auto px-4 py-8 sm:px-6 sm:py-10 ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <div className="mt-2 text-slate-600">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
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
