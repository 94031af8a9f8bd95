import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSchoolHistory } from '../api/get-school-history.ts';
import { SchoolHistoryPanel } from './school-history-panel.tsx';

export interface SchoolHistorySectionProps {
  highSchoolId: string;
  collegeId: number;
  heading: 'h2' | 'h3' | null;
  /** `preview`: a counselor sees what students see (no position of their own). */
  audience?: 'student' | 'preview';
}

/**
 * One college's history from the school, asked for and shown: the university page's
 * Admissions tab, Compare's "See the chart", the counselor's preview. The round filter asks again
 * and keeps the chart on screen meanwhile. Default export: pages load it lazily, for signed-in
 * students of a school only.
 */
export default function SchoolHistorySection({ highSchoolId, collegeId, heading, audience = 'student' }: SchoolHistorySectionProps) {
  const { t } = useLingui();
  const [round, setRound] = useState<ApplicationRound | null>(null);
  const history = useSchoolHistory(highSchoolId, { colleges: [collegeId], round, view: audience === 'preview' ? 'students' : undefined });
  const college = history.data?.colleges[0];

  if (history.isPending) {
    return (
      <LoadingState label={t`Loading your school's history`} className="space-y-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-72 w-full" />
      </LoadingState>
    );
  }
  if (history.isError && !history.data) {
    return <ErrorState size="compact" message={t`Your school's history could not be loaded.`} onRetry={() => void history.refetch()} />;
  }
  if (!history.data || !college) return null;
  return (
    <SchoolHistoryPanel
      history={history.data}
      college={college}
      round={round}
      onRound={setRound}
      switching={history.isPlaceholderData}
      heading={heading}
      audience={audience}
    />
  );
}
