import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { InvitationGate } from '../../components/layout/invitation-gate.tsx';
import { paths } from '../../config/paths.ts';
import { useAcceptParentInvitation } from '../../features/family/api/accept-parent-invitation.ts';
import { useParentInvitationPreview } from '../../features/family/api/preview-parent-invitation.ts';
import type { StudentPageState } from './student.tsx';
import { useAcceptCounselorInvitation } from '../../features/high-schools/api/accept-counselor-invitation.ts';
import { viewedStudentsQueryOptions } from '../../lib/api/get-viewed-students.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /invite?token=…: a student's invitation to a parent or guardian, or, with
 * `for=counselor`, a counselor's invitation to join their high school. A parent lands on the
 * student the link added (their list when it added nobody new); a counselor on their high school.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Invitation`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const counselor = searchParams.get('for') === 'counselor';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const acceptParent = useAcceptParentInvitation();
  const acceptCounselor = useAcceptCounselorInvitation();
  // A parent's link names the student and the address it went to (prefilled for signing up or in).
  const preview = useParentInvitationPreview(counselor ? null : token);
  const studentName = preview.data?.studentName ?? null;
  const invitedAddress = preview.data?.email ?? null;
  // Who invited the parent, and the address it went to when there was one.
  const intro = !studentName
    ? t`A student invited you to see their college plan on CampusPath: read-only, and only what they choose to share.`
    : invitedAddress
      ? t`${studentName} invited you (${invitedAddress}) to see their college plan on CampusPath: read-only, and only what they choose to share.`
      : t`${studentName} invited you to see their college plan on CampusPath: read-only, and only what they choose to share.`;
  if (counselor) {
    return (
      <InvitationGate
        role="counselor"
        token={token}
        title={t`Join your school on CampusPath`}
        intro={t`A counselor invited you to join their high school: you will see the students who share their plans with its counselors.`}
        accept={async () => {
          await acceptCounselor.mutateAsync({ token: token ?? '' });
          navigate(paths.counselor.getHref(), { replace: true });
        }}
      />
    );
  }
  return (
    <InvitationGate
      role="parent"
      token={token}
      email={preview.data?.email ?? null}
      title={studentName ? t`Follow ${studentName}'s college plan` : t`Follow a student's college plan`}
      intro={intro}
      accept={async () => {
        const before = await queryClient.fetchQuery(viewedStudentsQueryOptions());
        await acceptParent.mutateAsync({ token: token ?? '' });
        const after = await queryClient.fetchQuery({ ...viewedStudentsQueryOptions(), staleTime: 0 });
        const added = after.students.find((student) => !before.students.some((known) => known.id === student.id));
        // The plan of the student the link added, offering the weekly digest once; else their list.
        const state: StudentPageState = { followed: true };
        navigate(added ? paths.student.getHref(added.id) : paths.family.getHref(), { replace: true, state });
      }}
    />
  );
}
