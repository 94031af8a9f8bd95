import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`Contact`}
      title={t`Contact`}
      intro={t`CampusPath is a small independent student project. There is no support phone line or inbox yet, so here is where to go for the things people usually ask about.`}
    >
      <h2 id="data-problems">
        <Trans>Something about a college looks wrong</Trans>
      </h2>
      <p>
        <Trans>
          Our college facts come from what each college reports to the U.S. Department of Education (IPEDS and the College Scorecard). To
          check a figure, look up the college's own IPEDS record on{' '}
          <a href="https://nces.ed.gov/collegenavigator/" target="_blank" rel="noopener noreferrer">
            College Navigator<span className="sr-only"> (opens in a new tab)</span>
          </a>
          . If the source itself is wrong, the college's institutional research office can correct it in a future report, and our next data
          update will pick it up.
        </Trans>
      </p>

      <h2 id="colleges">
        <Trans>Questions about admissions or aid at a college</Trans>
      </h2>
      <p>
        <Trans>
          Ask the college directly: its admissions and financial aid offices know its deadlines and offers. Every university page on
          CampusPath links to the school's website. For general help with aid, see our{' '}
          <Link to={paths.financialAid.getHref()}>financial aid guide</Link>.
        </Trans>
      </p>

      <h2 id="your-data">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          You can export or delete everything you stored from your account settings; the{' '}
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link> explains what we keep.
        </Trans>
      </p>

      <h2 id="developers">
        <Trans>Developers</Trans>
      </h2>
      <p>
        <Trans>
          The college data behind CampusPath is available through our API. The <a href={paths.apiDocs.getHref()}>API docs</a> describe every
          endpoint.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            Want to know more about the project? Read <Link to={paths.about.getHref()}>About CampusPath</Link>.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}
