import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, History, Settings2 } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Essay, EssayResponse } from '@campuspath/contract/essays';
import { ESSAY_BODY_MAX_LENGTH, countWords } from '@campuspath/contract/essays-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { lazyDialog, type DialogButton } from '../../../components/ui/lazy-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { deleteEssay } from '../api/delete-essay.ts';
import { postRestoreEssayVersion } from '../api/restore-essay-version.ts';
import { patchEssay } from '../api/update-essay.ts';
import { EssaySaveQueue } from '../essay-save-queue.ts';
import { roundText } from './application-choices.tsx';
import { ConflictPanel } from './conflict-panel.tsx';
import { DeleteEssayDialog } from './delete-essay-dialog.tsx';
import { EssayStatusBadge } from './essay-status-badge.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { SaveStatus } from './save-status.tsx';
import { WordCountMeter } from './word-count-meter.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';
import type { EssayDetailsValues } from './essay-details-form.tsx';

// The details form (react-hook-form), the history and the dialog stack load after the editor.
const EditDetailsDialog = lazyDialog<{ essay: Essay; onSave: (values: EssayDetailsValues) => Promise<void>; button: DialogButton }>(
  () => import('./edit-details-dialog.tsx'),
  ({ button }) => button,
);
const VersionHistoryDialog = lazyDialog<{ essayId: string; onRestore: (versionId: string) => Promise<Essay>; button: DialogButton }>(
  () => import('./version-history-dialog.tsx'),
  ({ button }) => button,
);
const DETAILS_BUTTON: DialogButton = {
  className: buttonClass('secondary'),
  children: (
    <>
      <Settings2 aria-hidden="true" className="size-4" />
      <Trans>Edit details</Trans>
    </>
  ),
};
const HISTORY_BUTTON: DialogButton = {
  className: buttonClass('secondary'),
  children: (
    <>
      <History aria-hidden="true" className="size-4" />
      <Trans>Version history</Trans>
    </>
  ),
};

/**
 * The essay editor: the text with a live word count, autosave through the save queue,
 * conflict handling, version history, and the essay's details. Mount with `key={essay.id}`: the
 * text typed here is the editor's own draft and never re-syncs from the cache.
 */
export function EssayEditor({ essay }: { essay: Essay }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const textId = useId();
  const countId = useId();
  const [draft, setDraft] = useState(essay.body);
  const [notice, setNotice] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  const [queue] = useState(
    () =>
      new EssaySaveQueue({
        version: essay.version,
        body: essay.body,
        send: async (change) => (await patchEssay(essay.id, change)).essay,
        onSaved: (saved) => {
          queryClient.setQueryData<EssayResponse>(queryKeys.essays.detail(saved.id), { essay: saved });
          void invalidateGroups(queryClient, 'essayList');
          void queryClient.invalidateQueries({ queryKey: queryKeys.essays.versions(saved.id), exact: true });
        },
      }),
  );
  const saveState = useSyncExternalStore(queue.subscribe, queue.getState);

  useEffect(() => {
    queue.activate();
    const online = () => queue.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.dispose();
    };
  }, [queue]);

  const changeText = (body: string) => {
    setDraft(body);
    setNotice(null);
    queue.edit({ body });
  };

  const restore = async (versionId: string) => {
    const restored = await queue.perform(async (version) => (await postRestoreEssayVersion(essay.id, versionId, version)).essay);
    setDraft(restored.body);
    setNotice(t`Version restored. Your previous text is in the version history.`);
    return restored;
  };

  const due = essay.dueDate ? formatDay(essay.dueDate) : null;
  const linked = essay.applications.map((application) => `${application.schoolName} (${roundText(i18n, application.round)})`).join(', ');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <LeaveGuard queue={queue} status={saveState.status} />
      <Link
        to={paths.applications.getHref('essays')}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All essays</Trans>
      </Link>

      <header className="mt-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{essay.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <EssayStatusBadge status={essay.status} />
            <span>{due ? t`Due ${due}` : t`No due date`}</span>
            <span>{linked ? t`For ${linked}` : t`Not linked to an application`}</span>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <EditDetailsDialog
            essay={essay}
            button={DETAILS_BUTTON}
            onSave={async (values) => {
              await queue.perform(async (version) => (await patchEssay(essay.id, { ...values, version })).essay);
              await invalidateGroups(queryClient, 'essayList', 'applications', 'datedItems');
            }}
          />
          <VersionHistoryDialog essayId={essay.id} onRestore={restore} button={HISTORY_BUTTON} />
          <DeleteEssayDialog
            title={essay.title}
            onDelete={async () => {
              await deleteEssay(essay.id);
              queue.abandon();
              void invalidateGroups(queryClient, 'essayList', 'applications', 'datedItems');
              await navigate(paths.applications.getHref('essays'));
              // Only once this page is gone: removed under a mounted editor, the essay would be fetched again (404).
              queryClient.removeQueries({ queryKey: queryKeys.essays.detail(essay.id) });
            }}
          />
        </div>
        {essay.prompt ? (
          <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              <Trans>Prompt</Trans>
            </h2>
            <p className="mt-1 whitespace-pre-line text-slate-800">{essay.prompt}</p>
          </div>
        ) : null}
      </header>

      <div className="mt-6 space-y-4">
        {saveState.status === 'conflict' && saveState.conflict ? (
          <ConflictPanel
            mine={draft}
            stored={saveState.conflict}
            onKeepMine={() => queue.keepMine(draft)}
            onTakeStored={() => {
              const stored = queue.takeStored();
              if (stored) setDraft(stored.body);
            }}
          />
        ) : null}
        {notice ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {notice}
          </p>
        ) : null}
        <div>
          <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
            <Trans>Your essay</Trans>
          </label>
          {/* Sticky under the fixed header (h-16): the count and the save status stay in sight while typing, also with a phone's keyboard up. */}
          <div
            data-testid="essay-status-bar"
            className="sticky top-16 z-10 -mx-1 mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white/95 px-3 py-1.5 shadow-sm backdrop-blur"
          >
            <WordCountMeter id={countId} count={countWords(draft)} maxWords={essay.maxWords} />
            <SaveStatus state={saveState} />
          </div>
          <textarea
            id={textId}
            value={draft}
            onChange={(event) => changeText(event.target.value)}
            maxLength={ESSAY_BODY_MAX_LENGTH}
            aria-describedby={countId}
            rows={18}
            spellCheck
            className="mt-1 block min-h-[50dvh] w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 font-serif text-base leading-relaxed text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
          />
        </div>
      </div>
    </div>
  );
}
