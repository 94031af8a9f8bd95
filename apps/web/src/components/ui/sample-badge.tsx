import { SAMPLE_HISTORY_LABEL } from '@campuspath/contract/admission-history-terms';

/** "Sample data: generated, not real students": on every view of CampusPath's generated history. */
export function SampleBadge({ label = SAMPLE_HISTORY_LABEL }: { label?: string }) {
  return (
    <span
      className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
      data-testid="sample-badge"
    >
      {label}
    </span>
  );
}
