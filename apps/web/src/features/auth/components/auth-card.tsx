import type { ReactNode } from 'react';

/** The centred card the sign-in, sign-up and password pages share (a long address in the title wraps). */
export function AuthCard({ title, intro, children, footer }: { title: string; intro: ReactNode; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{intro}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">{footer}</div>
      </div>
    </div>
  );
}
