import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useAidEstimateOf } from '../api/get-student-aid-estimate.ts';

interface EstimatedPellProps {
  schoolName: string;
  /** The college's own net price calculator (IPEDS); null reads "not reported". */
  calculatorUrl: string | null;
  /** A student a parent or counselor views (their saved estimate, while they share costs); null or absent: the signed-in student's own. */
  studentId?: string | null;
  className?: string;
}

/**
 * Beside a college's federal net price: the estimated Pell Grant from the inputs saved on
 * /financial-aid (the signed-in student's, or the viewed student's), labelled as an estimate, with
 * the college's own calculator for a personal figure. Nothing shows signed out or before an
 * estimate is saved.
 */
export function EstimatedPell({ schoolName, calculatorUrl, studentId = null, className = '' }: EstimatedPellProps) {
  const { user } = useAuth();
  const saved = useAidEstimateOf(studentId);
  const estimate = saved.data?.estimate;
  if (!user || !estimate) return null;
  const own = studentId === null;
  return (
    <div className={`rounded-xl border border-emerald-200 bg-white p-4 text-sm ${className}`} data-testid="estimated-pell">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-800">
          {own ? 'Your' : 'The student’s'} estimated Pell Grant ({estimate.awardYear})
        </span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="estimated-pell-amount">
          {formatMoney(estimate.pell)}
        </span>
      </p>
      <p className="mt-1 text-slate-600">
        From the inputs {own ? 'you' : 'the student'} saved (Student Aid Index {estimate.sai.toLocaleString('en-US')}): an estimate, not an
        offer. A federal Pell Grant goes with the student to any college that takes part; the net price above is an average that already
        counts grants like it.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {calculatorUrl ? (
          <a
            href={calculatorUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
          >
            {schoolName}’s net price calculator
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-slate-600">Net price calculator: not reported.</span>
        )}
        {own ? (
          <Link to={`${paths.financialAid.getHref()}#estimator`} className="font-medium text-indigo-700 hover:underline">
            Change my estimate
          </Link>
        ) : null}
      </p>
    </div>
  );
}
