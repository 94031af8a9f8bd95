import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEST_POLICIES, type TestPolicy } from '@campuspath/contract/catalog-terms';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { schoolsCountQueryOptions } from '../../lib/api/get-schools.ts';
import { NOT_REPORTED, TEST_POLICY_LABELS } from '../../lib/data-terms.ts';
import { numberFormat } from '../../lib/number-format.ts';
import { testPolicySearch } from './test-prep.loader.ts';

const SAT_PRACTICE = 'https://satsuite.collegeboard.org/sat/practice-preparation';
const ACT_PRACTICE = 'https://www.act.org/content/act/en/products-and-services/the-act/test-preparation.html';

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

/** How many colleges report `policy` (null: every college), from the loader's reads. */
const useCount = (policy: TestPolicy | null) => useQuery(schoolsCountQueryOptions(testPolicySearch(policy))).data;

/**
 * /test-prep: where the free official practice is, what "test-optional" means with the counts of
 * colleges by the policy each reported (the catalogue's testPolicy, read by the API), and how a
 * score is used for a student's chance here (docs/fit-model.md).
 */
export function Component() {
  // One read per policy, named so the type checker asks for a new policy's count. (useQueries
  // would bring TanStack's observer of many queries, about 1.8 KB gzipped, to this page alone.)
  const all = useCount(null);
  const byPolicy: Record<TestPolicy, number | undefined> = {
    required: useCount('required'),
    recommended: useCount('recommended'),
    optional: useCount('optional'),
    'not-considered': useCount('not-considered'),
  };
  const counts = TEST_POLICIES.map((policy) => byPolicy[policy.id]);
  const reported = counts.every((count) => count !== undefined) ? counts.reduce((sum, count) => sum + count, 0) : null;
  const { t } = useLingui();
  const { i18n } = useI18n();
  const count = (value: number | undefined) => (value === undefined ? '…' : numberFormat().format(value));
  const allCount = count(all);
  return (
    <ProsePage
      eyebrow={t`Guides`}
      title={t`SAT and ACT prep`}
      intro={t`Free official practice for both tests, what test-optional means at the colleges you look at, and how your score is used here.`}
      description={t`Free official SAT and ACT practice, how many colleges require, recommend or only consider test scores (federal data), and how CampusPath uses a score.`}
    >
      <h2 id="practice">
        <Trans>Free official practice</Trans>
      </h2>
      <p>
        <Trans>You do not need to pay for prep to start. The organisations that write the tests publish free practice:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>SAT</strong>: the College Board's <External href={SAT_PRACTICE}>SAT practice page</External>, with full-length practice
            tests in Bluebook, the same app the digital SAT is taken in, and the other free practice it lists.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>ACT</strong>: ACT's <External href={ACT_PRACTICE}>ACT practice page</External>, with a free practice test and the
            test-day guide.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Take one full practice test under timed conditions for each test, then choose the one you do better on: colleges that want a score
          accept either. If the registration fee is a problem, ask your school counselor about a fee waiver: both tests offer them to
          eligible students.
        </Trans>
      </p>

      <h2 id="test-optional">
        <Trans>Test-optional, test-blind and required</Trans>
      </h2>
      <p>
        <Trans>
          Each college tells the U.S. Department of Education how it uses test scores in admission (the IPEDS admissions survey, as
          published in the College Scorecard). Of the {allCount} colleges on CampusPath:
        </Trans>
      </p>
      <ul aria-label={t`Colleges by test policy`} data-testid="test-policy-counts">
        {TEST_POLICIES.map((policy) => (
          <li key={policy.id}>
            <Link to={paths.explore.getHref(policy.id, 'testPolicy')}>{i18n._(TEST_POLICY_LABELS[policy.id])}</Link>:{' '}
            {count(byPolicy[policy.id])}
          </li>
        ))}
        {all !== undefined && reported !== null && all > reported ? (
          <li>
            {i18n._(NOT_REPORTED)}: {count(all - reported)}
          </li>
        ) : null}
      </ul>
      <p>
        <Trans>
          <strong>Test-optional</strong> means a score is considered if you send one and not held against you if you do not. Send a score
          when it sits in or above the middle of the college's admitted students; hold it back when it is well below.{' '}
          <strong>Test-blind</strong> colleges do not look at scores at all. Policies change from year to year: check each college's
          admissions website before you decide.
        </Trans>
      </p>

      <h2 id="chances">
        <Trans>What your score means for your chances here</Trans>
      </h2>
      <p>
        <Trans>
          CampusPath places your best score (an ACT through the official ACT/SAT concordance) within each college's middle 50% of enrolled
          students, and moves the college's admission rate up or down from there. That gives your estimated chance and the Reach, Target or
          Safety label. Without a score there is no estimate: the admission rate alone is every applicant's number, not yours. At a
          test-optional college the range is wider, because the scores it reports come from the students who chose to send them and skew
          high. GPA is not used, because the federal data has no GPA reference for any college; if your high school shares its own admission
          history, that view does use it.
        </Trans>
      </p>
      <p>
        <Trans>
          <Link to={paths.academics.getHref()}>Add your scores to your profile</Link> to see your chance on every college page, or{' '}
          <Link to={paths.guides.getHref()}>see the season step by step</Link>.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            Test dates, fees and policies belong to the College Board, ACT and each college; CampusPath is not affiliated with any of them.
            Practice links go to their own websites.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}
