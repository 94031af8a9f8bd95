import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { AidEstimatorSection } from '../../features/aid-estimate/components/aid-estimator-section.tsx';
import { FafsaCssGuide } from '../../features/aid-estimate/components/fafsa-css-guide.tsx';

// The five family-income bands of the College Scorecard's net price (NPT41..NPT45).
const INCOME_BANDS = ['$0–30,000', '$30,001–48,000', '$48,001–75,000', '$75,001–110,000', 'Over $110,000'];

const COST_PARTS = [
  'Tuition and fees',
  'Room and board (housing and food)',
  'Books and supplies',
  'Other expenses, such as transport and personal costs',
];

export function Component() {
  return (
    <ProsePage
      eyebrow="Financial aid"
      title="Paying for college"
      intro="The price a college lists is rarely what families pay. Here is how to find a realistic number, and the dates that matter for aid."
    >
      <h2 id="net-price">What net price is</h2>
      <p>
        <strong>Net price</strong> is what a year at a college costs after grants and scholarships, money you don't have to pay back. It is
        the <strong>cost of attendance</strong> minus grants and scholarships. The cost of attendance adds up:
      </p>
      <ul>
        {COST_PARTS.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <p className="mt-6 flex flex-col items-stretch gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center font-semibold text-slate-900 sm:flex-row sm:items-center sm:justify-center sm:gap-3">
        <span className="rounded-xl bg-slate-100 px-4 py-2">Cost of attendance</span>
        <span aria-hidden="true" className="text-slate-500">
          −
        </span>
        <span className="sr-only">minus</span>
        <span className="rounded-xl bg-slate-100 px-4 py-2">Grants and scholarships</span>
        <span aria-hidden="true" className="text-slate-500">
          =
        </span>
        <span className="sr-only">equals</span>
        <span className="rounded-xl bg-indigo-600 px-4 py-2 text-white">Net price</span>
      </p>
      <p>
        Loans are not subtracted: you repay them. The net price CampusPath shows is the College Scorecard's: the <strong>average</strong>{' '}
        paid by first-time, full-time undergraduates who receive federal financial aid (at public colleges, students paying in-state
        tuition).
      </p>

      <h3 id="income-bands">Net price by family income</h3>
      <p>Because aid depends on what a family can pay, the Scorecard also reports the average net price for five bands of family income:</p>
      <ol aria-label="Family-income bands" className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
        {INCOME_BANDS.map((band, index) => (
          <li key={band} className="rounded-2xl border border-slate-200 bg-white px-2 py-3 text-center last:col-span-2 md:last:col-span-1">
            <span className="block text-xs font-semibold uppercase tracking-wider text-indigo-700">Band {index + 1}</span>
            <span className="mt-1 block text-sm font-semibold whitespace-nowrap text-slate-900">{band}</span>
          </li>
        ))}
      </ol>
      <p>
        Every university page on CampusPath shows the school's average net price for each band, under Costs &amp; Aid. These are averages;
        your own price can be higher or lower.
      </p>

      <h2 id="dates">Key dates: FAFSA and CSS Profile</h2>
      <ul className="mt-6 space-y-4">
        <DateCard date="Oct 1" title="FAFSA opens">
          The Free Application for Federal Student Aid opens on <strong>October 1</strong> for the next academic year. It is free, and it is
          how you apply for federal grants, work-study and loans, and often state and college aid too. Apply at{' '}
          <ExternalLink href="https://studentaid.gov/">studentaid.gov</ExternalLink>.
        </DateCard>
        <DateCard date="Oct 1" title="CSS Profile opens">
          Run by the College Board, the CSS Profile also opens on <strong>October 1</strong> for the next academic year. Some colleges,
          mostly private ones, use it to award their own aid; it charges a fee per college, with fee waivers for many families. See{' '}
          <ExternalLink href="https://cssprofile.collegeboard.org/">cssprofile.collegeboard.org</ExternalLink>.
        </DateCard>
        <DateCard date="Jun 30" title="Federal FAFSA deadline">
          The <strong>federal FAFSA deadline is June 30</strong> at the end of the academic year the aid is for. State and college deadlines
          come much earlier, often in winter or early spring, and some aid is first come, first served: file as soon as you can after it
          opens.
        </DateCard>
      </ul>
      <p>Dates can shift from year to year; check studentaid.gov and each college's financial aid office for the current ones.</p>

      <FafsaCssGuide />

      <h2 id="net-price-calculator">How to use a net price calculator</h2>
      <p>
        Every college that takes part in federal student aid must offer a net price calculator on its website. It estimates what{' '}
        <em>your</em> family would pay there, which is more personal than an average.
      </p>
      <ol>
        <li>Gather your family's income details (a recent tax return or W-2s), savings, and how many people live in your household.</li>
        <li>
          Open a college on <Link to={paths.explore.getHref()}>Explore</Link> and go to its Costs &amp; Aid tab: every university page links
          to the school's own calculator.
        </li>
        <li>Answer the questions. It usually takes 10 to 20 minutes; the more accurate your answers, the better the estimate.</li>
        <li>Compare the estimate with the average net price for your income band on the same page.</li>
        <li>Repeat for each college on your list, so you compare real numbers instead of sticker prices.</li>
      </ol>
      <Callout>
        <p>
          A calculator gives an estimate, not an offer. Your actual aid comes in the financial aid offer each college sends after you apply
          and file the FAFSA (and the CSS Profile, where required).
        </p>
      </Callout>

      <AidEstimatorSection />
    </ProsePage>
  );
}

function DateCard({ date, title, children }: { date: string; title: string; children: ReactNode }) {
  const [month, day] = date.split(' ');
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 flex-col items-center justify-center rounded-xl bg-indigo-50 text-indigo-700"
      >
        <span className="text-xs font-semibold uppercase">{month}</span>
        <span className="text-2xl leading-none font-bold">{day}</span>
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
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
