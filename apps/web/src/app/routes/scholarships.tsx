import { ExternalLink } from 'lucide-react';
import { Suspense, lazy } from 'react';
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

const external = (label: string, href: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {label}
    <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5" />
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
);

/**
 * /scholarships: an honest guide to finding reputable scholarships and avoiding scams. CampusPath
 * lists no scholarship of its own: it holds no scholarship data, and an invented or unchecked
 * listing would be worse than none. Signed in, a student keeps their own list here and sees the
 * local scholarships their school's counselors posted; a counselor posts them. The government pages linked are the Department of
 * Education's and the FTC's own.
 */
export function Component() {
  return (
    <ProsePage
      eyebrow="Guides"
      title="Finding scholarships"
      intro="Where real scholarships come from, how to find the ones you can win, and how to spot a scam. CampusPath lists no scholarships itself."
      description="An honest guide to finding reputable college scholarships (colleges, states, your school, local groups) and avoiding scholarship scams."
    >
      <SignedInPart />
      <h2 id="where">Where the money is</h2>
      <ol>
        <li>
          <strong>The colleges themselves.</strong> Most grant money comes from colleges and the federal and state governments, through the
          FAFSA and, at some private colleges, the CSS Profile. Many colleges also award merit scholarships automatically or through their
          own application: read each college's financial aid pages and note their deadlines, often earlier than the admission deadline. Each
          college's page on CampusPath shows what families like yours paid after grants (net price).
        </li>
        <li>
          <strong>Your state.</strong> Most states run grant and scholarship programs for residents, often tied to the FAFSA and to a state
          deadline. Your state's higher education agency lists them.
        </li>
        <li>
          <strong>Your high school's counselors.</strong> They hear about local awards first: community foundations, employers, unions,
          religious and civic groups. Local awards have far fewer applicants than national ones.
        </li>
        <li>
          <strong>National scholarships</strong> exist, but they draw very large pools. Apply to a few that fit you well rather than to
          dozens.
        </li>
      </ol>
      <p>
        The U.S. Department of Education's{' '}
        {external('scholarships page on StudentAid.gov', 'https://studentaid.gov/understand-aid/types/scholarships')} explains where to
        look, and its {external('Federal Student Aid site', 'https://studentaid.gov/')} is where the FAFSA is filed, for free.
      </p>

      <h2 id="scams">How to spot a scam</h2>
      <ul>
        <li>
          <strong>You pay to apply or to receive it.</strong> Real scholarships do not charge a fee. Neither does the FAFSA.
        </li>
        <li>
          <strong>A guarantee</strong> ("you'll win or your money back") or a "we do all the work" service for a fee.
        </li>
        <li>
          <strong>You "won" something you never applied for</strong>, or are asked for a bank account or card number to "hold" an award.
        </li>
        <li>
          <strong>Pressure to act now</strong>, or a "seminar" that ends with a sales pitch.
        </li>
        <li>
          <strong>Information only you should have</strong>, such as your FSA ID password or Social Security number, asked for by a
          scholarship.
        </li>
      </ul>
      <p>
        The Federal Trade Commission's{' '}
        {external(
          'guide to scholarship and financial aid scams',
          'https://consumer.ftc.gov/articles/how-avoid-scholarship-and-financial-aid-scams',
        )}{' '}
        says what to look for and where to report one.
      </p>

      <h2 id="plan">Keeping track</h2>
      <p>
        Scholarship deadlines are as firm as application deadlines. Signed in as a student, record each one above with its deadline so
        reminders reach you (or add it as a <Link to={paths.tasks.getHref()}>task</Link>), and keep the essays you write for them with your
        other <Link to={paths.applications.getHref('essays')}>essays</Link>: many ask the same questions. The{' '}
        <Link to={paths.financialAid.getHref()}>financial aid guide</Link> explains net price, the FAFSA and the CSS Profile.
      </p>

      <Callout>
        <p>
          CampusPath lists no scholarships of its own: we have no source we could check for them, and a list we cannot check would mislead
          you. The only listings here are the local ones your own school's counselors post. Confirm every scholarship's terms with the
          organisation that gives it.
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
