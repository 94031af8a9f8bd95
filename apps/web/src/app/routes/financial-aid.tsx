import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { AidEstimatorSection } from '../../features/aid-estimate/components/aid-estimator-section.tsx';
import { FafsaCssGuide } from '../../features/aid-estimate/components/fafsa-css-guide.tsx';
import { incomeBandText } from '../../lib/data-terms.ts';
import { formatDay } from '../../lib/format-date.ts';

const COST_PARTS = [
  msg`Tuition and fees`,
  msg`Room and board (housing and food)`,
  msg`Books and supplies`,
  msg`Other expenses, such as transport and personal costs`,
];

export function Component() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  // The federal dates (no year: they repeat every award year), written for the page's language.
  const octoberFirst = formatDay('2000-10-01', 'monthDay');
  const juneThirtieth = formatDay('2000-06-30', 'monthDay');
  return (
    <ProsePage
      eyebrow={t`Financial aid`}
      title={t`Paying for college`}
      intro={t`The price a college lists is rarely what families pay. Here is how to find a realistic number, and the dates that matter for aid.`}
    >
      <h2 id="net-price">
        <Trans>What net price is</Trans>
      </h2>
      <p>
        <Trans>
          <strong>Net price</strong> is what a year at a college costs after grants and scholarships, money you don't have to pay back. It
          is the <strong>cost of attendance</strong> minus grants and scholarships. The cost of attendance adds up:
        </Trans>
      </p>
      <ul>
        {COST_PARTS.map((part) => (
          <li key={part.id}>{i18n._(part)}</li>
        ))}
      </ul>
      <p className="mt-6 flex flex-col items-stretch gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center font-semibold text-slate-900 sm:flex-row sm:items-center sm:justify-center sm:gap-3">
        <span className="rounded-xl bg-slate-100 px-4 py-2">
          <Trans>Cost of attendance</Trans>
        </span>
        <span aria-hidden="true" className="text-slate-500">
          −
        </span>
        <span className="sr-only">
          <Trans>minus</Trans>
        </span>
        <span className="rounded-xl bg-slate-100 px-4 py-2">
          <Trans>Grants and scholarships</Trans>
        </span>
        <span aria-hidden="true" className="text-slate-500">
          =
        </span>
        <span className="sr-only">
          <Trans>equals</Trans>
        </span>
        <span className="rounded-xl bg-indigo-600 px-4 py-2 text-white">
          <Trans>Net price</Trans>
        </span>
      </p>
      <p>
        <Trans>
          Loans are not subtracted: you repay them. The net price CampusPath shows is the College Scorecard's: the <strong>average</strong>{' '}
          paid by first-time, full-time undergraduates who receive federal financial aid (at public colleges, students paying in-state
          tuition).
        </Trans>
      </p>

      <h3 id="income-bands">
        <Trans>Net price by family income</Trans>
      </h3>
      <p>
        <Trans>
          Because aid depends on what a family can pay, the Scorecard also reports the average net price for five bands of family income:
        </Trans>
      </p>
      <ol aria-label={t`Family-income bands`} className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
        {INCOME_BANDS.map((band, index) => {
          const bandNumber = index + 1;
          return (
            <li
              key={band.id}
              className="rounded-2xl border border-slate-200 bg-white px-2 py-3 text-center last:col-span-2 md:last:col-span-1"
            >
              <span className="block text-xs font-semibold uppercase tracking-wider text-indigo-700">
                <Trans>Band {bandNumber}</Trans>
              </span>
              <span className="mt-1 block text-sm font-semibold whitespace-nowrap text-slate-900">{incomeBandText(i18n, band.id)}</span>
            </li>
          );
        })}
      </ol>
      <p>
        <Trans>
          Every university page on CampusPath shows the school's average net price for each band, under Costs &amp; Aid. These are averages;
          your own price can be higher or lower.
        </Trans>
      </p>

      <h2 id="dates">
        <Trans>Key dates: FAFSA and CSS Profile</Trans>
      </h2>
      <ul className="mt-6 space-y-4">
        <DateCard day="2000-10-01" title={t`FAFSA opens`}>
          <Trans>
            The FAFSA (Free Application for Federal Student Aid) opens on <strong>{octoberFirst}</strong> for the next academic year. It is
            free, and it is how you apply for federal grants, work-study and loans, and often state and college aid too. Apply at{' '}
            <ExternalLink href="https://studentaid.gov/">studentaid.gov</ExternalLink>.
          </Trans>
        </DateCard>
        <DateCard day="2000-10-01" title={t`CSS Profile opens`}>
          <Trans>
            Run by the College Board, the CSS Profile also opens on <strong>{octoberFirst}</strong> for the next academic year. Some
            colleges, mostly private ones, use it to award their own aid; it charges a fee per college, with fee waivers for many families.
            See <ExternalLink href="https://cssprofile.collegeboard.org/">cssprofile.collegeboard.org</ExternalLink>.
          </Trans>
        </DateCard>
        <DateCard day="2000-06-30" title={t`Federal FAFSA deadline`}>
          <Trans>
            The <strong>federal FAFSA deadline is {juneThirtieth}</strong> at the end of the academic year the aid is for. State and college
            deadlines come much earlier, often in winter or early spring, and some aid is first come, first served: file as soon as you can
            after it opens.
          </Trans>
        </DateCard>
      </ul>
      <p>
        <Trans>Dates can shift from year to year; check studentaid.gov and each college's financial aid office for the current ones.</Trans>
      </p>

      <FafsaCssGuide />

      <h2 id="net-price-calculator">
        <Trans>How to use a net price calculator</Trans>
      </h2>
      <p>
        <Trans>
          Every college that takes part in federal student aid must offer a net price calculator on its website. It estimates what{' '}
          <em>your</em> family would pay there, which is more personal than an average.
        </Trans>
      </p>
      <ol>
        <li>
          <Trans>
            Gather your family's income details (a recent tax return or W-2s), savings, and how many people live in your household.
          </Trans>
        </li>
        <li>
          <Trans>
            Open a college on <Link to={paths.explore.getHref()}>Explore</Link> and go to its Costs &amp; Aid tab: every university page
            links to the school's own calculator.
          </Trans>
        </li>
        <li>
          <Trans>Answer the questions. It usually takes 10 to 20 minutes; the more accurate your answers, the better the estimate.</Trans>
        </li>
        <li>
          <Trans>Compare the estimate with the average net price for your income band on the same page.</Trans>
        </li>
        <li>
          <Trans>Repeat for each college on your list, so you compare real numbers instead of sticker prices.</Trans>
        </li>
      </ol>
      <Callout>
        <p>
          <Trans>
            A calculator gives an estimate, not an offer. Your actual aid comes in the financial aid offer each college sends after you
            apply and file the FAFSA (and the CSS Profile, where required).
          </Trans>
        </p>
      </Callout>

      <AidEstimatorSection />
    </ProsePage>
  );
}

/** A date with its month and day in a badge; `day` is a calendar day whose year is never shown. */
function DateCard({ day, title, children }: { day: string; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 flex-col items-center justify-center rounded-xl bg-indigo-50 text-indigo-700"
      >
        <span className="text-xs font-semibold uppercase">{formatDay(day, 'shortMonth')}</span>
        <span className="text-2xl leading-none font-bold">{formatDay(day, 'dayOfMonth')}</span>
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-slate-700">{children}</p>
      </div>
    </li>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
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
