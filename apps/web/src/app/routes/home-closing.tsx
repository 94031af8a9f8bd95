import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import StudentStories from '../../components/ui/student-stories.tsx';
import { paths } from '../../config/paths.ts';

/**
 * The end of the home page: the illustrative student stories and the sign-up call to action. Far
 * below the fold, so home.tsx loads this as it comes near, like the footer's content: that keeps
 * `/`'s first JavaScript within its 120 KB with the search suggestions.
 */
export default function HomeClosing() {
  return (
    <>
      <StudentStories />
      <CallToAction />
    </>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl bg-indigo-600 px-6 py-14 text-center shadow-xl sm:px-12">
        <div aria-hidden="true" className="absolute -right-16 -top-16 -z-10 size-64 rounded-full bg-indigo-500/60 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 -z-10 size-72 rounded-full bg-sky-400/30 blur-3xl" />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          <Trans>Ready to start your college journey?</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-indigo-50">
          <Trans>Create a free account to save schools, track applications and essays, and get reminders before deadlines.</Trans>
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={paths.signup.getHref()}
            className="inline-flex w-full items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50 sm:w-auto"
          >
            <Trans>Create Free Account</Trans>
          </Link>
          <Link
            to={paths.explore.getHref()}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-medium text-white ring-1 ring-white/60 transition-colors hover:bg-white/10 sm:w-auto"
          >
            <Trans>Explore colleges</Trans> <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
