import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDay } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { numberFormat } from '../../../lib/number-format.ts';

function Source({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/**
 * A short, honest guide to what the FAFSA and the CSS Profile measure, with facts from the
 * federal aid reference and their sources. The CSS Profile is explained, never estimated.
 */
export function FafsaCssGuide() {
  // The published figures and dates, as published, written by the page's language's formatters.
  const lowestSai = numberFormat().format(-1500);
  const pellMax = formatMoney(7395);
  const pellMin = formatMoney(740);
  const twicePellMax = formatMoney(14790);
  const letterDate = formatDay('2026-01-30', 'long');
  const registerDate = formatDay('2025-06-05', 'long');
  return (
    <>
      <h2 id="fafsa-and-css">
        <Trans>The FAFSA and the CSS Profile: what each measures</Trans>
      </h2>
      <h3>
        <Trans>The FAFSA and the Student Aid Index</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            The FAFSA turns a family’s tax data from two years before (“prior-prior year”: 2024 taxes for 2026-27) and current savings into
            a <strong>Student Aid Index (SAI)</strong>. It can be as low as {lowestSai}. Colleges use it for federal aid, and many states
            use it too.
          </Trans>
        </li>
        <li>
          <Trans>
            Since 2024-25 the formula no longer divides the parents’ contribution among siblings in college, and it has no state tax
            allowance. Parents not required to file a tax return get an SAI of {lowestSai}.
          </Trans>
        </li>
        <li>
          <Trans>
            The <strong>Pell Grant</strong> for 2026-27 is at most {pellMax} and at least {pellMin} a year for a full-time student (Dear
            Colleague Letter GEN-26-01, {letterDate}). From 2026-27 a student whose SAI is at least twice the maximum ({twicePellMax}) gets
            no Pell Grant, and the net worth of a family farm or a small business (100 or fewer employees) no longer counts.
          </Trans>
        </li>
        <li>
          <Trans>
            The formula’s tables are published each year in the Federal Register (for 2026-27: 90 FR 23922, {registerDate}). Apply, and use
            the Department of Education’s own estimator, at <Source href="https://studentaid.gov/">studentaid.gov</Source>.
          </Trans>
        </li>
      </ul>
      <h3>
        <Trans>The CSS Profile</Trans>
      </h3>
      <p>
        <Trans>
          The CSS Profile is the College Board’s own application, which some colleges, mostly private ones, use to award their own money.
          Its formula is not the federal one, so the estimator on this page does not predict it, and CampusPath does not estimate it. See{' '}
          <Source href="https://cssprofile.collegeboard.org/">cssprofile.collegeboard.org</Source> and each college’s financial aid pages
          for what it asks.
        </Trans>
      </p>
    </>
  );
}
