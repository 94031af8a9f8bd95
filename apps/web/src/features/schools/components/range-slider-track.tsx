import { Slider } from 'radix-ui';

interface RangeSliderTrackProps {
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  thumbLabels: readonly [string, string];
  /** Each thumb's value as words, for screen readers ("$20,000"). */
  valueText: (index: number) => string;
  onValueChange: (values: number[]) => void;
  onValueCommit: (values: number[]) => void;
}

/** The slider itself (Radix: keyboard, pointer, snapping, no crossing), loaded by range-slider.tsx after the page. */
export function RangeSliderTrack({ min, max, step, value, thumbLabels, valueText, onValueChange, onValueCommit }: RangeSliderTrackProps) {
  return (
    <Slider.Root
      className="relative mt-3 flex h-6 touch-none select-none items-center"
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      value={[value[0], value[1]]}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
        <Slider.Range className="absolute h-full rounded-full bg-indigo-600" />
      </Slider.Track>
      {thumbLabels.map((thumbLabel, index) => (
        <Slider.Thumb
          key={thumbLabel}
          aria-label={thumbLabel}
          aria-valuetext={valueText(index)}
          className="block size-6 rounded-full border-2 border-indigo-600 bg-white shadow transition-colors hover:bg-indigo-50"
        />
      ))}
    </Slider.Root>
  );
}
