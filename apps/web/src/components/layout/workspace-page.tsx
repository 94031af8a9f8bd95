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
