import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { numberFormat } from '../../../lib/number-format.ts';
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
  const { t } = useLingui();
  const saved = useAidEstimateOf(studentId);
  const estimate = saved.data?.estimate;
  if (!user || !estimate) return null;
  const own = studentId === null;
  const awardYear = estimate.awardYear;
  const sai = numberFormat().format(estimate.sai);
  return (
    <div className={`rounded-xl border border-emerald-200 bg-white p-4 text-sm ${className}`} data-testid="estimated-pell">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-800">
          {own ? t`Your estimated Pell Grant (${awardYear})` : t`The student’s estimated Pell Grant (${awardYear})`}
        </span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="estimated-pell-amount">
          {formatMoney(estimate.pell)}
        </span>
      </p>
      <p className="mt-1 text-slate-600">
        {own
          ? t`From the inputs you saved (Student Aid Index ${sai}): an estimate, not an offer.`
          : t`From the inputs the student saved (Student Aid Index ${sai}): an estimate, not an offer.`}{' '}
        <Trans>
          A federal Pell Grant goes with the student to any college that takes part; the net price above is an average that already counts
          grants like it.
        </Trans>
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {calculatorUrl ? (
          <a
            href={calculatorUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
          >
            <Trans>{schoolName}’s net price calculator</Trans>
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        ) : (
          <span className="text-slate-600">
            <Trans>Net price calculator: not reported.</Trans>
          </span>
        )}
        {own ? (
          <Link to={`${paths.financialAid.getHref()}#estimator`} className="font-medium text-indigo-700 hover:underline">
            <Trans>Change my estimate</Trans>
          </Link>
        ) : null}
      </p>
    </div>
  );
}
