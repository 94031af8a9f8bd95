import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Essay } from '@campuspath/contract/essays';
import { ESSAY_VERSION_INTERVAL_MINUTES, ESSAY_VERSION_LIMIT } from '@campuspath/contract/essays-terms';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import type { DialogButton, OpensEarly } from '../../../components/ui/lazy-dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useEssayVersion } from '../api/get-essay-version.ts';
import { useEssayVersions } from '../api/get-essay-versions.ts';
import { EssayChangedError, UnsavedTextError } from '../essay-save-errors.ts';
import { wordsText } from '../word-count.ts';

/**
 * Earlier drafts: a list by time with word counts, a preview of the chosen one, and Restore,
 * which makes it the current text as a new version (the text it replaces is kept first).
 */
export default function VersionHistoryDialog({
  essayId,
  onRestore,
  button,
  defaultOpen = false,
}: { essayId: string; onRestore: (versionId: string) => Promise<Essay>; button: DialogButton } & OpensEarly) {
  const [open, setOpen] = useState(defaultOpen);
  const interval = ESSAY_VERSION_INTERVAL_MINUTES;
  const limit = ESSAY_VERSION_LIMIT;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={button.className}>{button.children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                <Trans>Version history</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                <Trans>
                  A copy is kept as you write, at most every {interval} minutes or sooner after a big change; the newest {limit} are kept.
                  Restoring keeps your current text in the history first.
                </Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close className={buttonClass('ghost', 'px-2 py-1')}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </Dialog.Close>
          </div>
          {open ? (
            <VersionBrowser
              essayId={essayId}
              onRestore={async (versionId) => {
                await onRestore(versionId);
                setOpen(false);
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VersionBrowser({ essayId, onRestore }: { essayId: string; onRestore: (versionId: string) => Promise<void> }) {
  const versions = useEssayVersions(essayId);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? versions.data?.versions[0]?.id ?? null;
  const preview = useEssayVersion(essayId, selected);
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  if (versions.isPending) {
    return (
      <LoadingState label={t`Loading versions`} className="p-5">
        <Skeleton className="h-40 w-full" />
      </LoadingState>
    );
  }
  if (versions.isError) {
    return (
      <div className="p-5">
        <ErrorState size="compact" message={t`The version history couldn't be loaded.`} onRetry={() => void versions.refetch()} />
      </div>
    );
  }
  const list = versions.data.versions;
  if (list.length === 0) {
    return (
      <p className="p-5 text-sm text-slate-600">
        <Trans>No earlier versions yet. Copies appear here as you write.</Trans>
      </p>
    );
  }
  const current = list.find((version) => version.id === selected) ?? null;

  const restore = async () => {
    if (!selected) return;
    setError(null);
    setRestoring(true);
    try {
      await onRestore(selected);
    } catch (caught) {
      setError(
        caught instanceof UnsavedTextError || caught instanceof EssayChangedError
          ? i18n._(caught.text)
          : t`This version couldn't be restored. Please try again.`,
      );
      setRestoring(false);
    }
  };

  return (
    <div className="grid min-h-0 flex-1 md:grid-cols-[18rem_1fr]">
      <nav aria-label={t`Versions`} className="max-h-48 overflow-y-auto border-b border-slate-200 md:max-h-none md:border-b-0 md:border-r">
        <ul>
          {list.map((version) => (
            <li key={version.id}>
              <button
                type="button"
                aria-current={version.id === selected ? 'true' : undefined}
                onClick={() => setChosen(version.id)}
                className="block w-full border-b border-slate-100 px-4 py-3 text-left hover:bg-slate-50 aria-[current=true]:bg-indigo-50"
              >
                <span className="block text-sm font-medium text-slate-900">{formatDateTime(version.createdAt)}</span>
                <span className="block text-xs text-slate-600">{wordsText(i18n, version.wordCount)}</span>
                <span className="mt-1 line-clamp-1 block text-xs text-slate-600">{version.preview || t`(empty)`}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t`Preview`} className="flex min-h-0 flex-col p-5">
        {current ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-semibold text-slate-900">
              <VersionHeading createdAt={current.createdAt} wordCount={current.wordCount} />
            </h3>
            <Button onClick={() => void restore()} disabled={restoring || !preview.data}>
              {restoring ? t`Restoring…` : t`Restore this version`}
            </Button>
          </div>
        ) : null}
        {error ? (
          <div className="mt-3">
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
        {preview.isPending ? (
          <Skeleton className="mt-4 h-48 w-full" />
        ) : preview.isError ? (
          <ErrorState
            size="compact"
            className="mt-4"
            message={t`This version couldn't be loaded.`}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <div
            tabIndex={0}
            aria-label={t`Version text`}
            className="mt-4 max-h-[50dvh] min-h-0 overflow-y-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
          >
            {preview.data.version.body || (
              <span className="text-slate-500">
                <Trans>(empty)</Trans>
              </span>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/** "Version from Nov 3, 2026, 4:05 PM · 512 words" over the chosen version's text. */
function VersionHeading({ createdAt, wordCount }: { createdAt: string; wordCount: number }) {
  const { i18n } = useLingui();
  const when = formatDateTime(createdAt);
  const words = wordsText(i18n, wordCount);
  return (
    <Trans>
      Version from {when} · {words}
    </Trans>
  );
}
