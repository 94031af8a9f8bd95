import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

// A student's list and form, a counselor's listings: their own chunk, which visitors (the page's
// server-rendered readers) never load.
const ScholarshipsWorkspace = lazy(() =>
  import('./scholarships-workspace.tsx').then((module) => ({ default: module.ScholarshipsWorkspace })),
);

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5" />
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * /scholarships: an honest guide to finding reputable scholarships and avoiding scams. CampusPath
 * lists no scholarship of its own: it holds no scholarship data, and an invented or unchecked
 * listing would be worse than none. Signed in, a student keeps their own list here and sees the
 * local scholarships their school's counselors posted; a counselor posts them. The government pages linked are the Department of
 * Education's and the FTC's own.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`Guides`}
      title={t`Finding scholarships`}
      intro={t`Where real scholarships come from, how to find the ones you can win, and how to spot a scam. CampusPath lists no scholarships itself.`}
      description={t`An honest guide to finding reputable college scholarships (colleges, states, your school, local groups) and avoiding scholarship scams.`}
    >
      <SignedInPart />
      <h2 id="where">
        <Trans>Where the money is</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            <strong>The colleges themselves.</strong> Most grant money comes from colleges and the federal and state governments, through
            the FAFSA and, at some private colleges, the CSS Profile. Many colleges also award merit scholarships automatically or through
            their own application: read each college's financial aid pages and note their deadlines, often earlier than the admission
            deadline. Each college's page on CampusPath shows what families like yours paid after grants (net price).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your state.</strong> Most states run grant and scholarship programs for residents, often tied to the FAFSA and to a
            state deadline. Your state's higher education agency lists them.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your high school's counselors.</strong> They hear about local awards first: community foundations, employers, unions,
            religious and civic groups. Local awards have far fewer applicants than national ones.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>National scholarships</strong> exist, but they draw very large pools. Apply to a few that fit you well rather than to
            dozens.
          </Trans>
        </li>
      </ol>
      <p>
        <Trans>
          The U.S. Department of Education's{' '}
          <External href="https://studentaid.gov/understand-aid/types/scholarships">scholarships page on StudentAid.gov</External> explains
          where to look, and its <External href="https://studentaid.gov/">Federal Student Aid site</External> is where the FAFSA is filed,
          for free.
        </Trans>
      </p>

      <h2 id="scams">
        <Trans>How to spot a scam</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>You pay to apply or to receive it.</strong> Real scholarships do not charge a fee. Neither does the FAFSA.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>A guarantee</strong> ("you'll win or your money back") or a "we do all the work" service for a fee.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>You "won" something you never applied for</strong>, or are asked for a bank account or card number to "hold" an award.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Pressure to act now</strong>, or a "seminar" that ends with a sales pitch.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Information only you should have</strong>, such as your FSA ID password or Social Security number, asked for by a
            scholarship.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          The Federal Trade Commission's{' '}
          <External href="https://consumer.ftc.gov/articles/how-avoid-scholarship-and-financial-aid-scams">
            guide to scholarship and financial aid scams
          </External>{' '}
          says what to look for and where to report one.
        </Trans>
      </p>

      <h2 id="plan">
        <Trans>Keeping track</Trans>
      </h2>
      <p>
        <Trans>
          Scholarship deadlines are as firm as application deadlines. Signed in as a student, record each one above with its deadline so
          reminders reach you (or add it as a <Link to={paths.tasks.getHref()}>task</Link>), and keep the essays you write for them with
          your other <Link to={paths.applications.getHref('essays')}>essays</Link>: many ask the same questions. The{' '}
          <Link to={paths.financialAid.getHref()}>financial aid guide</Link> explains net price, the FAFSA and the CSS Profile.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            CampusPath lists no scholarships of its own: we have no source we could check for them, and a list we cannot check would mislead
            you. The only listings here are the local ones your own school's counselors post. Confirm every scholarship's terms with the
            organisation that gives it.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}

/** The signed-in reader's part, once the session says who they are; a placeholder holds its place while its code arrives. */
function SignedInPart() {
  const { user } = useAuth();
  if (user?.role !== 'student' && user?.role !== 'counselor') return null;
  return (
    <Suspense fallback={<Skeleton className="not-prose mt-6 h-64 rounded-2xl" />}>
      <ScholarshipsWorkspace />
    </Suspense>
  );
}
