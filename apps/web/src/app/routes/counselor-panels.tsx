import type { HighSchool } from '@campuspath/contract/high-schools';
import { CounselorsPanel } from '../../features/high-schools/components/counselors-panel.tsx';
import { CreateSchoolForm } from '../../features/high-schools/components/create-school-form.tsx';
import { JoinCodePanel } from '../../features/high-schools/components/join-code-panel.tsx';
import { LetterApprovalsPanel } from '../../features/high-schools/components/letter-approvals-panel.tsx';
import { LetterSettingsPanel } from '../../features/high-schools/components/letter-settings-panel.tsx';
import { JoinCodeImpact } from '../../features/rosters/components/join-code-impact.tsx';

/**
 * The forms and panels of /counselor (counselor.tsx), in a chunk of their own: the page's first
 * load is its frame and the school's heading, and these (their forms, dialogs and schemas) arrive
 * while the school is read.
 */
export function SchoolPanels({ school, myId }: { school: HighSchool; myId: string }) {
  return (
    <>
      <JoinCodePanel school={school} impact={<JoinCodeImpact highSchoolId={school.id} joined={school.studentCount ?? 0} />} />
      <CounselorsPanel school={school} myId={myId} />
      <LetterSettingsPanel school={school} />
      <LetterApprovalsPanel school={school} />
    </>
  );
}

export { CreateSchoolForm };
