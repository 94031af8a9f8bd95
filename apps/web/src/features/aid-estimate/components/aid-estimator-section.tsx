import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Callout } from '../../../components/layout/prose-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

// The form (react-hook-form, zod and the federal tables, about 45 KB gzipped) is not needed to read
// the page: the server renders it in place and the browser keeps that HTML until this chunk, asked
// for as the page's code runs, arrives and hydrates it (docs/server-rendering.md).
const estimatorCode = import('./aid-estimator.tsx');
const AidEstimator = lazy(() => estimatorCode.then((module) => ({ default: module.AidEstimator })));

/** The estimator's place on /financial-aid: what it is, what it is not, and the form. */
export function AidEstimatorSection() {
  return (
    <>
      <h2 id="estimator">
        <Trans>Estimate your Student Aid Index and Pell Grant</Trans>
      </h2>
      <p>
        <Trans>
          This estimator follows the federal formula for a <strong>dependent student</strong> (most students coming from high school) for
          2025-26 and 2026-27, and shows every step. Use whole dollars from the tax return the award year uses.
        </Trans>
      </p>
      <Callout>
        <p>
          <Trans>
            <strong>An estimate, not an offer.</strong> Some 2026-27 values are derived or assumed until the Department of Education’s
            official guide can be read; the steps say where. Independent students are not estimated here: the federal tables for their
            formulas were not available to us for these years, so use the estimator at studentaid.gov.
          </Trans>
        </p>
      </Callout>
      <Suspense fallback={<Skeleton className="mt-6 h-[40rem] w-full" />}>
        <AidEstimator />
      </Suspense>
    </>
  );
}
