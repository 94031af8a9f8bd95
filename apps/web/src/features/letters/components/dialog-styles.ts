/** Classes shared by this feature's Radix dialogs (overlay and centred panel). */
export const DIALOG_OVERLAY = 'fixed inset-0 z-50 bg-slate-900/40';
export const DIALOG_CONTENT =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none';
export const DIALOG_TITLE = 'text-lg font-semibold text-slate-900';
export const DIALOG_DESCRIPTION = 'mt-2 text-sm text-slate-600';
