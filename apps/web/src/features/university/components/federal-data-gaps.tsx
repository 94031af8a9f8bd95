import { Trans } from '@lingui/react/macro';

const LINK = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/**
 * What students ask that the federal files on this page cannot answer, said plainly rather than
 * left out: the page never fills these in. IPEDS College Navigator (NCES) shows more of a college's
 * federal reports, addressed by the same UNITID.
 */
export function FederalDataGaps({ schoolId }: { schoolId: number }) {
  const navigatorUrl = `https://nces.ed.gov/collegenavigator/?id=${schoolId}`;
  return (
    <div className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-700" data-testid="federal-data-gaps">
      <h3 className="font-medium text-slate-900">
        <Trans>What these federal figures cannot tell you</Trans>
      </h3>
      <p className="mt-1">
        <Trans>
          The files this page uses have no graduation rates by race or ethnicity or by Pell Grant status, no debt at graduation and no loan
          repayment rates for this college. Ask the college, or see its federal reports on{' '}
          <a href={navigatorUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            IPEDS College Navigator<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </Trans>
      </p>
    </div>
  );
}
