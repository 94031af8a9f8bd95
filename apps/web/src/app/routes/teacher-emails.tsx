import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { TeacherEmailsView } from '../../features/letters/components/teacher-emails-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /teacher-emails?token=…: "Stop these emails" of a letter request's email to a teacher (public; the signed token is the authority). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Emails about letter requests`);
  const [searchParams] = useSearchParams();
  return <TeacherEmailsView token={searchParams.get('token') || null} />;
}
