import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AcceptedApplication, Offer } from '@campuspath/contract/offers';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useOffers } from '../api/get-offers.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import DeleteOfferDialog from './delete-offer-dialog.tsx';
import { OfferComparison, type EstimatedPellFigure } from './offer-comparison.tsx';
import { offerFormDefaults } from './offer-defaults.ts';
import { OfferDetails } from './offer-details.tsx';
import { OfferReference } from './offer-reference.tsx';
import { renderToday } from '../../../lib/format-date.ts';

// The form (react-hook-form, every line) is needed only once someone opens it: asked for when its
// button is pointed at or focused, so it is usually there by the click.
const loadOfferForm = () => import('./offer-form.tsx');
const OfferForm = lazy(() => loadOfferForm().then((module) => ({ default: module.OfferForm })));
/** The estimated Pell Grant beside one college's federal net price, as the page renders it (it belongs to the aid-estimate feature). */
export type PellNote = (school: { schoolName: string; calculatorUrl: string | null }) => ReactNode;

interface OffersWorkspaceProps {
  /** The viewed student; null for the student's own page. */
  studentId: string | null;
  /** The student, or a parent the student shares costs with. */
  canEdit: boolean;
  /** The student's saved estimated Pell Grant for the comparison's reference rows; null when none is saved (or shared). */
  pell: EstimatedPellFigure | null;
  pellNote: PellNote;
}

/**
 * The offers of one student: each accepted application with its offer to enter, change or delete
 * (the student, or a parent the student shares costs with: `canEdit`), the comparison, and each
 * offer worked out line by line, with the federal net price and the estimated Pell for reference.
 */
export function OffersWorkspace({ studentId, canEdit, pell, pellNote }: OffersWorkspaceProps) {
  const offers = useOffers(studentId);
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  if (offers.isPending) {
    return (
      <LoadingState label={t`Loading aid offers`}>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="mt-6 h-64 w-full" />
      </LoadingState>
    );
  }
  if (offers.isError) {
    return (
      <ErrorState
        title={t`Error`}
        message={t`The aid offers could not be loaded. Please try again.`}
        onRetry={() => void offers.refetch()}
      />
    );
  }
  const { accepted, offers: list, sample } = offers.data;
  const byApplication = new Map(list.map((offer) => [offer.applicationId, offer]));
  return (
    <div className="space-y-8">
      {sample ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="sample-offers-note">
          <Trans>
            <strong>Sample offers.</strong> This demo’s offers are made-up figures, not any college’s own; enter a real offer in your own
            account.
          </Trans>
        </p>
      ) : null}
      <section aria-labelledby="accepted-heading" className="space-y-3">
        <h2 id="accepted-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Accepted applications</Trans>
        </h2>
        {accepted.length === 0 ? (
          <EmptyState
            icon={<HandCoins className="size-6" />}
            title={t`No accepted applications yet`}
            action={
              studentId ? null : (
                <Link to={paths.applications.getHref()} className={buttonClass('secondary')}>
                  <Trans>Applications</Trans>
                </Link>
              )
            }
          >
            <Trans>When an application is marked Accepted, its aid offer can be entered here and compared.</Trans>
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {accepted.map((application) => (
              <AcceptedRow
                key={application.applicationId}
                studentId={studentId}
                application={application}
                offer={byApplication.get(application.applicationId) ?? null}
                canEdit={canEdit}
                sample={sample}
                pellNote={pellNote}
                open={editing === application.applicationId}
                onOpen={(open) => setEditing(open ? application.applicationId : null)}
              />
            ))}
          </ul>
        )}
      </section>
      {list.length > 0 ? (
        <section aria-labelledby="compare-heading" className="space-y-4">
          <h2 id="compare-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Compare offers</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Only grants and scholarships lower the net price; loans and work-study are ways to pay it. Figures are estimates from what was
              entered, not the colleges’ own.
            </Trans>
          </p>
          <OfferComparison offers={list} pell={pell} own={studentId === null} sample={sample} />
          <div className="space-y-4">
            {list.map((offer) => (
              <OfferDetails key={offer.applicationId} offer={offer} sample={sample} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

function AcceptedRow({
  studentId,
  application,
  offer,
  canEdit,
  sample,
  pellNote,
  open,
  onOpen,
}: {
  studentId: string | null;
  application: AcceptedApplication;
  offer: Offer | null;
  canEdit: boolean;
  sample: boolean;
  pellNote: PellNote;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const save = useSaveOffer(studentId);
  const { t } = useLingui();
  const { schoolName } = application;
  const action = offer ? t`Edit the ${schoolName} offer` : t`Enter the ${schoolName} offer`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {application.schoolName}
          <span className="ml-2 text-sm font-normal text-slate-500">
            {offer ? (sample ? t`Sample offer entered` : t`Offer entered`) : t`No offer entered yet`}
          </span>
        </p>
        {canEdit && !open ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onPointerEnter={() => void loadOfferForm()}
              onFocus={() => void loadOfferForm()}
              onClick={() => onOpen(true)}
            >
              {action}
            </Button>
            {offer ? (
              <DeleteOfferDialog studentId={studentId} applicationId={application.applicationId} schoolName={application.schoolName} />
            ) : null}
          </div>
        ) : null}
      </div>
      {open ? (
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="h-96" />}>
            <OfferForm
              application={application}
              existing={offer?.entries ?? null}
              defaults={offerFormDefaults(application, offer?.entries ?? null, renderToday())}
              reference={
                <OfferReference
                  schoolName={application.schoolName}
                  federalNetPrice={application.federalNetPrice}
                  pellNote={pellNote({ schoolName: application.schoolName, calculatorUrl: application.federalNetPrice.calculatorUrl })}
                />
              }
              onCancel={() => onOpen(false)}
              onSubmit={async (body) => {
                await save.mutateAsync({ applicationId: application.applicationId, body });
                onOpen(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
}
