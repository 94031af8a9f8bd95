import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { UnsubscribeView } from '../../features/reminders/components/unsubscribe-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /unsubscribe?token=…: the one-click unsubscribe link of reminder and digest emails (public; the signed token is the authority). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Unsubscribe`);
  const [searchParams] = useSearchParams();
  return <UnsubscribeView token={searchParams.get('token') || null} />;
}
