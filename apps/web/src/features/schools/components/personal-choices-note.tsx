import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

interface PersonalChoicesNoteProps {
  /** Signed in (without a test score): point to the academic profile; otherwise to sign-in. */
  signedIn: boolean;
  /** Where sign-in brings the visitor back to: the Explore view they asked for. */
  returnTo: string;
}

/**
 * Why a view asking for Best match or Your chance shows the normal list instead: those
 * choices need a signed-in student with a test score (canShowChance in auth-terms.ts).
 */
export function PersonalChoicesNote({ signedIn, returnTo }: PersonalChoicesNoteProps) {
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-slate-800"
      data-testid="personal-note"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
      {signedIn ? (
        <span>
          <Trans>
            Best match and Your chance use your academic profile.{' '}
            <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
              Add an SAT or ACT score
            </Link>{' '}
            to your academic profile to use them. Meanwhile, here are all universities.
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>
            Best match and Your chance use your academic profile.{' '}
            <Link
              to={paths.login.getHref(returnTo)}
              className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              Sign in
            </Link>{' '}
            to use them. Meanwhile, here are all universities.
          </Trans>
        </span>
      )}
    </p>
  );
}
