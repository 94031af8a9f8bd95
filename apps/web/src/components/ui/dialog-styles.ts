/** Classes of every Radix dialog (overlay, centred panel, title, description), so they all look alike. */
export const DIALOG_OVERLAY = 'fixed inset-0 z-50 bg-slate-900/40';
const DIALOG_PANEL =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none';
/** A question or a short form. */
export const DIALOG_CONTENT = `${DIALOG_PANEL} max-w-md`;
/** A longer form or a message to read. */
export const DIALOG_CONTENT_WIDE = `${DIALOG_PANEL} max-w-lg`;
export const DIALOG_TITLE = 'text-lg font-semibold text-slate-900';
export const DIALOG_DESCRIPTION = 'mt-2 text-sm text-slate-600';
