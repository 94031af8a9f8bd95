import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useAidEstimateOf } from '../../features/aid-estimate/api/get-student-aid-estimate.ts';
import { EstimatedPell } from '../../features/aid-estimate/components/estimated-pell.tsx';
import { StudentAidEstimate } from '../../features/aid-estimate/components/student-aid-estimate.tsx';
import { OffersWorkspace } from '../../features/offers/components/offers-workspace.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /students/:id/offers: a student's money as a parent (who may enter and delete offers) or a
 * counselor (who reads them) sees it while the student shares costs: the student's saved aid
 * estimate, read-only, then the offers beside it; otherwise the API answers 404.
 */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { t } = useLingui();
  useDocumentTitle(t`Aid offers`);
  const parent = user?.role === 'parent';
  const saved = useAidEstimateOf(id).data?.estimate;
  return (
    <WorkspacePage
      title={t`Aid offers`}
      description={parent ? t`Enter and compare the offers with your student.` : t`Read-only: the offers your student shares with you.`}
      actions={
        <Link to={paths.student.getHref(id)} className={buttonClass('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to the plan</Trans>
        </Link>
      }
    >
      <div className="space-y-8">
        <StudentAidEstimate studentId={id} />
        <OffersWorkspace
          studentId={id}
          canEdit={parent}
          pell={saved ? { amount: saved.pell, awardYear: saved.awardYear } : null}
          pellNote={(school) => <EstimatedPell {...school} studentId={id} className="mt-3" />}
        />
      </div>
    </WorkspacePage>
  );
}
