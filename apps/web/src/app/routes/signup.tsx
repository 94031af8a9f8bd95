import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { safeRedirect } from '../../features/auth/safe-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Create Free Account');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  // A new student starts with their academic profile unless a page sent them here.
  const redirectTo = safeRedirect(searchParams.get('redirectTo'), paths.academics.getHref());
  // A demo visitor may sign in or create a real account; anyone else signed in moves on.
  if (!loading && user && !user.isDemo) return <Navigate to={redirectTo} replace />;
  return (
    <AuthCard
      title="Create your free account"
      intro="Save colleges, track applications, essays and deadlines, and get recommendations that explain themselves."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login.getHref(searchParams.get('redirectTo') ?? undefined)}
            className="font-medium text-indigo-700 hover:underline"
          >
            Sign In
          </Link>
        </>
      }
    >
      <SignupForm onSignedUp={() => navigate(redirectTo, { replace: true })} />
    </AuthCard>
  );
}
