import type { ReactNode } from 'react';

/** A centred, friendly full-page message (404, route errors) with actions beneath. */
export function StatusView({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg text-pretty text-slate-600">{children}</div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}
