import { Trans } from '@lingui/react/macro';

/** "Passed", beside a checked deadline whose date has gone by (the API's `passed`), in words, never colour alone. */
export function PassedBadge() {
  return (
    <span
      className="ml-2 inline-flex items-center rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800"
      data-testid="deadline-passed"
    >
      <Trans>Passed</Trans>
    </span>
  );
}
