import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { VerifyEmailView } from '../../features/auth/components/verify-email-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /verify-email?token=… (public): the link of a verification email; the token is the authority. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Verify your email`);
  const [searchParams] = useSearchParams();
  return <VerifyEmailView token={searchParams.get('token') || null} />;
}
