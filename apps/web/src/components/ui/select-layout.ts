/**
 * Where a small select's label goes: `inline` beside it (toolbars), `stacked` above it (panels),
 * `toolbar` above it on phones and beside it from 640 px up, so a row of them fits a phone in a
 * grid without wrapping each label onto its own line.
 *
 * Beside its label a select has a fixed width, `--select-width`, which each select sets to fit its
 * longest option. Left to itself a select is as wide as its longest option *parsed so far*, and a
 * long server-rendered page can paint before the parser reaches the end of a select's options (on
 * a slow machine it does): the select then widens as the rest arrive, and a full toolbar wraps,
 * moving what follows. Stacked, the select fills its column, which already does not depend on its options.
 */
export type SelectLayout = 'inline' | 'stacked' | 'toolbar';

export const selectLayoutClass: Record<SelectLayout, { field: string; select: string }> = {
  inline: { field: 'flex items-center gap-2', select: 'w-(--select-width)' },
  stacked: { field: 'flex flex-col gap-1', select: '' },
  toolbar: { field: 'flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2', select: 'w-full sm:w-(--select-width)' },
};
