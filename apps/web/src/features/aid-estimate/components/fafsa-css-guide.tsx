import type { ReactNode } from 'react';

function Source({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A short, honest guide to what the FAFSA and the CSS Profile measure, with facts from the
 * federal aid reference and their sources. The CSS Profile is explained, never estimated.
 */
export function FafsaCssGuide() {
  return (
    <>
      <h2 id="fafsa-and-css">The FAFSA and the CSS Profile: what each measures</h2>
      <h3>The FAFSA and the Student Aid Index</h3>
      <ul>
        <li>
          The FAFSA turns a family’s tax data from two years before (“prior-prior year”: 2024 taxes for 2026-27) and current savings into a{' '}
          <strong>Student Aid Index (SAI)</strong>. It can be as low as −1,500. Colleges use it for federal aid, and many states use it too.
        </li>
        <li>
          Since 2024-25 the formula no longer divides the parents’ contribution among siblings in college, and it has no state tax
          allowance. Parents not required to file a tax return get an SAI of −1,500.
        </li>
        <li>
          The <strong>Pell Grant</strong> for 2026-27 is at most $7,395 and at least $740 a year for a full-time student (Dear Colleague
          Letter GEN-26-01, January 30, 2026). From 2026-27 a student whose SAI is at least twice the maximum ($14,790) gets no Pell Grant,
          and the net worth of a family farm or a small business (100 or fewer employees) no longer counts.
        </li>
        <li>
          The formula’s tables are published each year in the Federal Register (for 2026-27: 90 FR 23922, June 5, 2025). Apply, and use the
          Department of Education’s own estimator, at <Source href="https://studentaid.gov/">studentaid.gov</Source>.
        </li>
      </ul>
      <h3>The CSS Profile</h3>
      <p>
        The CSS Profile is the College Board’s own application, which some colleges, mostly private ones, use to award their own money. Its
        formula is not the federal one, so the estimator on this page does not predict it, and CampusPath does not estimate it. See{' '}
        <Source href="https://cssprofile.collegeboard.org/">cssprofile.collegeboard.org</Source> and each college’s financial aid pages for
        what it asks.
      </p>
    </>
  );
}
