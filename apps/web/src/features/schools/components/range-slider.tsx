import { lazy, Suspense, useId, useState } from 'react';

export type RangeValue = readonly [number, number];

interface RangeSliderProps {
  /** Visible label, e.g. "Tuition (in-state)". */
  label: string;
  /** Accessible names of the two thumbs, e.g. ["Minimum tuition", "Maximum tuition"]. */
  thumbLabels: readonly [string, string];
  min: number;
  max: number;
  step: number;
  value: RangeValue;
  /** Called once a drag ends or a key is pressed: the moment the choice is made. */
  onCommit: (value: RangeValue) => void;
  format: (value: number) => string;
}

// Radix's slider is not needed to read the filters: the server renders it in place, and the browser
// keeps that HTML and hydrates it when this chunk arrives, asked for as Explore's own code runs.
const trackCode = import('./range-slider-track.tsx');
const RangeSliderTrack = lazy(() => trackCode.then((module) => ({ default: module.RangeSliderTrack })));

const same = (a: RangeValue, b: RangeValue) => a[0] === b[0] && a[1] === b[1];

/**
 * Two-thumb range (spec section 4, "Range slider"). Radix handles keyboard, pointer, clicking the
 * track (the nearer thumb moves), no crossing, snapping to the step and clamping to min/max.
 */
export function RangeSlider({ label, thumbLabels, min, max, step, value, onCommit, format }: RangeSliderProps) {
  const labelId = useId();
  // While a thumb moves, the value shown lives here; each commit goes to the URL. URL updates
  // arrive a little later (and may skip intermediate commits), so the draft stays until the URL
  // has caught up with every commit; a change that is not one of ours (Back/Forward, a badge,
  // Clear all) drops it at once.
  const [local, setLocal] = useState<{ draft: RangeValue; pending: readonly RangeValue[] } | null>(null);
  const [seen, setSeen] = useState(value);
  if (!same(seen, value)) {
    setSeen(value);
    const index = local ? local.pending.findIndex((pending) => same(pending, value)) : -1;
    const pending = local && index >= 0 ? local.pending.slice(index + 1) : [];
    setLocal(local && index >= 0 && (pending.length > 0 || !same(local.draft, value)) ? { draft: local.draft, pending } : null);
  }
  const shown = local?.draft ?? value;
  const lastCommitted = local?.pending.at(-1) ?? value;
  const toRange = (values: number[]): RangeValue => [values[0] ?? min, values[1] ?? max];
  const change = (values: number[]) => setLocal({ draft: toRange(values), pending: local?.pending ?? [] });
  const commit = (values: number[]) => {
    const next = toRange(values);
    if (same(next, lastCommitted)) return;
    setLocal({ draft: next, pending: [...(local?.pending ?? []), next] });
    onCommit(next);
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-slate-900">
          {label}
        </span>
        <span className="text-sm tabular-nums text-slate-700" aria-hidden="true" data-testid="range-value">
          {format(shown[0])} – {format(shown[1])}
        </span>
      </div>
      {/* The fallback (a page opened from another, before the chunk) holds the slider's height. */}
      <Suspense fallback={<div className="mt-3 h-6" />}>
        <RangeSliderTrack
          min={min}
          max={max}
          step={step}
          value={shown}
          thumbLabels={thumbLabels}
          valueText={(index) => format(shown[index] ?? min)}
          onValueChange={change}
          onValueCommit={commit}
        />
      </Suspense>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
