import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import type { EssayVersionSummary } from '@campuspath/contract/essays';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { useStudentEssayVersion, useStudentEssayVersions } from '../api/get-student-essay.ts';

/** The essay's saved copies, newest first; each opens to its full text, read-only (only the student restores). */
export function SharedEssayVersions({ studentId, essayId }: { studentId: string; essayId: string }) {
  const { t } = useLingui();
  const versions = useStudentEssayVersions(studentId, essayId);
  return (
    <section aria-labelledby="essay-versions" className="space-y-3">
      <h2 id="essay-versions" className="text-lg font-semibold text-slate-900">
        <Trans>Saved versions</Trans>
      </h2>
      {versions.isPending ? (
        <LoadingState label={t`Loading saved versions`}>
          <Skeleton className="h-24 w-full" />
        </LoadingState>
      ) : versions.isError ? (
        <ErrorState size="compact" message={t`The saved versions couldn't be loaded.`} onRetry={() => void versions.refetch()} />
      ) : versions.data.versions.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No saved versions yet. Copies are kept as the student writes.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {versions.data.versions.map((version) => (
            <VersionItem key={version.id} studentId={studentId} essayId={essayId} version={version} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VersionItem({ studentId, essayId, version }: { studentId: string; essayId: string; version: EssayVersionSummary }) {
  const [open, setOpen] = useState(false);
  const copy = useStudentEssayVersion(studentId, essayId, version.id, open);
  const { t } = useLingui();
  const when = formatDateTime(version.createdAt);
  const count = numberFormat().format(version.wordCount);
  const wordCount = version.wordCount;
  const words = t`${plural(wordCount, { one: '# word', other: `${count} words` })}`;
  return (
    <li>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <Collapsible.Trigger className="group flex w-full items-start justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50">
          <span className="min-w-0">
            <span className="block text-sm font-medium text-slate-900">
              <span className="sr-only">
                <Trans>Version from</Trans>{' '}
              </span>
              {when}
            </span>
            <span className="block text-xs text-slate-600">{words}</span>
            {open ? null : <span className="mt-1 line-clamp-1 block text-xs text-slate-600">{version.preview || t`(empty)`}</span>}
          </span>
          <ChevronDown
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="px-4 pb-4">
          {copy.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : copy.isError ? (
            <ErrorState size="compact" message={t`This version couldn't be loaded.`} onRetry={() => void copy.refetch()} />
          ) : (
            <div
              tabIndex={0}
              aria-label={t`Text of the version from ${when}`}
              className="max-h-[50dvh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
            >
              {copy.data.version.body || <span className="text-slate-500">{t`(empty)`}</span>}
            </div>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
