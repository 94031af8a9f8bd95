import { useLingui } from '@lingui/react/macro';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { useAidEstimateOf } from '../../features/aid-estimate/api/get-student-aid-estimate.ts';
import { EstimatedPell } from '../../features/aid-estimate/components/estimated-pell.tsx';
import { OffersWorkspace } from '../../features/offers/components/offers-workspace.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /offers: the student's aid offers on accepted applications, entered and compared, beside their estimated Pell Grant. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Aid offers`);
  const saved = useAidEstimateOf(null).data?.estimate;
  return (
    <WorkspacePage
      title={t`Aid offers`}
      description={t`Enter each college's offer in the federal College Financing Plan's lines, then compare what each will really cost.`}
    >
      <OffersWorkspace
        studentId={null}
        canEdit
        pell={saved ? { amount: saved.pell, awardYear: saved.awardYear } : null}
        pellNote={(school) => <EstimatedPell {...school} className="mt-3" />}
      />
    </WorkspacePage>
  );
}
