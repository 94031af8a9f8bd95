/**
 * Where a small select's label goes: `inline` beside it (toolbars), `stacked` above it (panels),
 * `toolbar` above it on phones and beside it from 640 px up, so a row of them fits a phone in a
 * grid without wrapping each label onto its own line.
 */
export type SelectLayout = 'inline' | 'stacked' | 'toolbar';

export const selectLayoutClass: Record<SelectLayout, { field: string; select: string }> = {
  inline: { field: 'flex items-center gap-2', select: '' },
  stacked: { field: 'flex flex-col gap-1', select: '' },
  toolbar: { field: 'flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2', select: 'w-full sm:w-auto' },
};
