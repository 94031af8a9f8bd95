import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { StatusView } from '../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useEssay } from '../../features/essays/api/get-essay.ts';
import { EssayEditor } from '../../features/essays/components/essay-editor.tsx';
import { useNotes } from '../../features/notes/api/get-notes.ts';
import { ItemNotes } from '../../features/notes/components/item-notes.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /essays/{id}: the essay editor. Another student's essay, or a deleted one, is not found. */
export function Component() {
  const { id = '' } = useParams();
  const essay = useEssay(id);
  const notes = useNotes('essay', id);
  const hasNotes = (notes.data?.notes.length ?? 0) > 0;
  const notFound = essay.error instanceof ApiRequestError && essay.error.status === 404;
  const { t } = useLingui();
  const essayTitle = essay.data?.essay.title;
  useDocumentTitle(essayTitle !== undefined ? t`${essayTitle} · Essay` : notFound ? t`Essay not found` : t`Essay`);

  if (essay.isPending) {
    return (
      <LoadingState label={t`Loading the essay`} className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="mt-6 h-20 w-full" />
        <Skeleton className="mt-6 h-96 w-full" />
      </LoadingState>
    );
  }
  if (notFound) {
    return (
      <StatusView
        icon={<FileQuestion className="size-8" />}
        title={t`Essay not found`}
        actions={
          <Link to={paths.applications.getHref('essays')} className={buttonClass('primary', 'px-5 py-2.5')}>
            <Trans>Go to your essays</Trans>
          </Link>
        }
      >
        <p>
          <Trans>We couldn't find this essay. It may have been deleted, or the link may be mistyped.</Trans>
        </p>
      </StatusView>
    );
  }
  if (essay.isError) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title={t`Error loading the essay`}
        actions={
          <Button onClick={() => void essay.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p role="alert">
          <Trans>The essay couldn't be loaded. Check your connection and try again.</Trans>
        </p>
      </StatusView>
    );
  }
  // The counselor's notes sit beside the editor on a wide screen and follow it on a narrow one. The
  // editor keeps its place in the tree whether or not notes arrive, so typing is never reset.
  return (
    <div className={hasNotes ? 'mx-auto max-w-7xl xl:grid xl:grid-cols-[minmax(0,1fr)_22rem] xl:gap-2' : undefined}>
      <EssayEditor key={essay.data.essay.id} essay={essay.data.essay} />
      {hasNotes ? (
        <aside aria-label={t`Notes on this essay`} className="mx-auto max-w-4xl px-4 pb-10 sm:px-6 xl:w-full xl:px-0 xl:pr-6 xl:pt-10">
          <div className="xl:sticky xl:top-4">
            <ItemNotes targetKind="essay" id={essay.data.essay.id} />
          </div>
        </aside>
      ) : null}
    </div>
  );
}
