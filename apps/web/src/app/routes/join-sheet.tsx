import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { CounselorSchoolGate, CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { isJoinCodeExpired } from '../../features/high-schools/join-code-expiry.ts';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { useRoster } from '../../features/rosters/api/roster.ts';
import { JoinSheet } from '../../features/rosters/components/join-sheet.tsx';
import { joinSheetGroups } from '../../features/rosters/join-sheet-groups.ts';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { formatDate } from '../../lib/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { renderNow } from '../../lib/render-moment.ts';

/** Why there is no sheet to print, with the way to a code that works. */
function NoCodeToPrint({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      {children}{' '}
      <Link to={paths.counselor.getHref()} className="font-medium underline">
        <Trans>Make a new join code</Trans>
      </Link>{' '}
      <Trans>first, then come back.</Trans>
    </p>
  );
}

/** A code the sheets can hand out: one kept, and still working. */
const printableCode = (school: HighSchool): boolean => school.joinCode !== null && !isJoinCodeExpired(school, renderNow());

function Sheets({ school }: { school: HighSchool }) {
  const { t } = useLingui();
  const roster = useRoster(school.id);
  // The address written on paper is this site's own: known in the browser only.
  const hydrated = useHydrated();
  if (!school.joinCode) {
    return (
      <NoCodeToPrint>
        <Trans>Your school’s join code was made before codes were kept, so it cannot be printed.</Trans>
      </NoCodeToPrint>
    );
  }
  if (isJoinCodeExpired(school, renderNow())) {
    // Printed, it would send students to a code the school refuses.
    const expired = formatDate(school.joinCodeExpiresAt!, 'medium');
    return (
      <NoCodeToPrint>
        <Trans>Your school’s join code stopped working on {expired}, so students cannot join with it.</Trans>
      </NoCodeToPrint>
    );
  }
  if (roster.isPending || !hydrated)
    return (
      <LoadingState label={t`Loading the join sheets`}>
        <Skeleton className="h-96" />
      </LoadingState>
    );
  if (roster.isError)
    return <ErrorState size="compact" message={t`The roster could not be loaded.`} onRetry={() => void roster.refetch()} />;
  const groups = joinSheetGroups(roster.data.students);
  const sheets = groups.length;
  return (
    <div className="space-y-6 print:space-y-0">
      <p className="text-sm text-slate-600 print:hidden">
        {t`${plural(sheets, { one: '# sheet', other: '# sheets' })}, one per roster group (students without a group by class year). Printed, each sheet is a page of its own. They show the join code and the steps, never a student’s name or address.`}
      </p>
      {groups.map((group, index) => (
        <JoinSheet
          key={group.key}
          newPage={index > 0}
          group={group}
          schoolName={school.name}
          joinCode={school.joinCode!}
          expiresAt={school.joinCodeExpiresAt}
          origin={window.location.origin}
        />
      ))}
    </div>
  );
}

/**
 * /roster/join-sheet?school=…: the join instructions of a counselor's school to print and hand
 * out, one page per roster group. The print stylesheet leaves out the site's header, footer and
 * this page's controls.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Join sheets`);
  const [, setSearchParams] = useSearchParams();
  const counselorSchool = useCounselorSchool();
  const { mine, schoolId, school } = counselorSchool;
  const schoolName = school?.name;

  const content = (
    <CounselorSchoolGate
      counselorSchool={counselorSchool}
      skeleton={<Skeleton className="h-96" />}
      withoutSchool={
        <CreateSchoolFirst>
          <Trans>Join sheets carry your high school’s join code.</Trans>
        </CreateSchoolFirst>
      }
    >
      {(school) => <Sheets school={school} />}
    </CounselorSchoolGate>
  );

  return (
    <div className="print:[&_h1]:sr-only">
      <WorkspacePage
        title={t`Join sheets`}
        width="narrow"
        description={
          <span className="print:hidden">{schoolName ? t`How ${schoolName}’s students join, to print and hand out.` : null}</span>
        }
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Link to={paths.roster.getHref(school?.id)} className={buttonClass('secondary')}>
              <Trans>Back to the roster</Trans>
            </Link>
            {school && printableCode(school) ? (
              <Button type="button" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                <Trans>Print</Trans>
              </Button>
            ) : null}
            <CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setSearchParams({ school: id }, { replace: true })} />
          </div>
        }
      >
        {content}
      </WorkspacePage>
    </div>
  );
}
