import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, ArrowLeft, MailQuestion } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusView } from '../../components/layout/status-view.tsx';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useLetter } from '../../features/letters/api/get-letter.ts';
import { LetterDetails } from '../../features/letters/components/letter-details.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { recommenderTitleText } from '../../lib/letter-request-terms.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const listHref = paths.applications.getHref('letters');

/** /letters/{id}: a letter's details, every field editable, and delete. Another student's letter is not found. */
export function Component() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const letter = useLetter(id);
  const notFound = letter.error instanceof ApiRequestError && letter.error.status === 404;
  const data = letter.data?.letter;
  const name = data?.recommenderName ?? '';
  useDocumentTitle(data ? t`${name} · Recommendation` : notFound ? t`Recommendation not found` : t`Recommendation`);

  if (letter.isPending) {
    return (
      <LoadingState label={t`Loading the recommendation`} className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="mt-6 h-20 w-full" />
        <Skeleton className="mt-6 h-96 w-full" />
      </LoadingState>
    );
  }
  if (notFound) {
    return (
      <StatusView
        icon={<MailQuestion className="size-8" />}
        title={t`Recommendation not found`}
        actions={
          <Link to={listHref} className={buttonClass('primary', 'px-5 py-2.5')}>
            <Trans>Go to your recommendations</Trans>
          </Link>
        }
      >
        <p>
          <Trans>We couldn't find this recommendation. It may have been deleted, or the link may be mistyped.</Trans>
        </p>
      </StatusView>
    );
  }
  if (letter.isError || !data) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title={t`Error loading the recommendation`}
        actions={<Button onClick={() => void letter.refetch()}>{t`Try Again`}</Button>}
      >
        <p role="alert">
          <Trans>The recommendation couldn't be loaded. Check your connection and try again.</Trans>
        </p>
      </StatusView>
    );
  }
  return (
    <WorkspacePage
      width="narrow"
      title={data.recommenderName}
      description={[recommenderTitleText(i18n, data.recommenderTitle), data.recommenderEmail].filter(Boolean).join(' · ')}
      actions={
        <Link to={listHref} className={buttonClass('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>All recommendations</Trans>
        </Link>
      }
    >
      <LetterDetails letter={data} onDeleted={() => void navigate(listHref, { replace: true })} />
    </WorkspacePage>
  );
}
