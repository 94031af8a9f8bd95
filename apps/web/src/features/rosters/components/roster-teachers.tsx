import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { RosterTeacherLine } from '@campuspath/contract/rosters';
import type { RosterTeacherStatus } from '@campuspath/contract/rosters-terms';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useRemoveRosterTeacher } from '../api/remove-roster-teacher.ts';
import { useSendRosterTeacherInvitations } from '../api/roster-teacher-invitations.ts';

const STATUS_CLASSES: Record<RosterTeacherStatus, { className: string }> = {
  not_invited: { className: 'bg-slate-100 text-slate-800' },
  invited: { className: 'bg-amber-100 text-amber-900' },
  joined: { className: 'bg-emerald-100 text-emerald-900' },
  stopped: { className: 'bg-slate-100 text-slate-800' },
};

function statusLabel(i18n: I18n, teacher: RosterTeacherLine): string {
  if (teacher.status === 'joined') {
    const date = teacher.joinedAt ? formatDate(teacher.joinedAt) : '';
    return date ? i18n._(msg`Joined ${date}`) : i18n._(msg`Joined`);
  }
  if (teacher.status === 'invited') {
    const date = formatDate(teacher.invitedAt!);
    return i18n._(msg`Invited ${date}`);
  }
  return teacher.status === 'stopped' ? i18n._(msg`Emails stopped`) : i18n._(msg`Not invited`);
}

/** One teacher, with where their invitation stands, the button that sends it (again), and Remove. */
function TeacherLine({
  highSchoolId,
  teacher,
  onRemoved,
  focusAfterRemoval,
}: {
  highSchoolId: string;
  teacher: RosterTeacherLine;
  onRemoved: (name: string) => void;
  focusAfterRemoval: () => void;
}) {
  const { i18n, t } = useLingui();
  const name = teacher.name;
  const send = useSendRosterTeacherInvitations(highSchoolId);
  const remove = useRemoveRosterTeacher(highSchoolId);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resend = teacher.status === 'invited';
  const run = async () => {
    setResult(null);
    setFailure(null);
    try {
      await send.mutateAsync({ teacherIds: [teacher.id], resend });
      setResult(t`Invitation to ${name} on its way.`);
    } catch (error) {
      setFailure(errorMessage(error, t`The invitation could not be sent. Please try again.`));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:rounded-none sm:border-0 sm:px-0">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {teacher.name}
          {teacher.sample ? (
            <span className="ml-2">
              <SampleBadge label={t`Sample`} />
            </span>
          ) : null}
        </p>
        <p className="break-words text-sm text-slate-600">{teacher.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`w-fit shrink-0 rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_CLASSES[teacher.status].className}`}>
          {statusLabel(i18n, teacher)}
        </span>
        {teacher.status === 'not_invited' || resend ? (
          <Button
            variant="secondary"
            onClick={() => void run()}
            disabled={send.isPending}
            // The visible word first, then whose: every row has the same button.
            aria-label={resend ? t`Resend to ${name}` : t`Send invitation to ${name}`}
          >
            <Send aria-hidden="true" className="size-4" />
            {resend ? t`Resend` : t`Send invitation`}
          </Button>
        ) : null}
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>
                Remove <span className="sr-only">{name} from the roster</span>
              </Trans>
            </>
          }
          triggerClassName={buttonClass('secondary')}
          title={t`Remove ${name} from the roster?`}
          description={
            teacher.status === 'joined'
              ? t`Students of the school will no longer find ${name} when they ask for a letter, and their account leaves the school. Their account and the letter requests already made stay. Importing a roster with this teacher adds them again.`
              : t`Students of the school will no longer find ${name} when they ask for a letter. Their account and the letter requests already made stay. Importing a roster with this teacher adds them again.`
          }
          confirmLabel={t`Remove`}
          pendingLabel={t`Removing…`}
          errorMessage={(error) => errorMessage(error, t`The teacher could not be removed. Please try again.`)}
          destructive
          pending={remove.isPending}
          onConfirm={async () => {
            await remove.mutateAsync(teacher.id);
            onRemoved(teacher.name);
          }}
          focusAfterConfirm={focusAfterRemoval}
        />
      </div>
      <div aria-live="polite" className="sm:basis-full">
        {result ? <p className="text-sm text-emerald-800">{result}</p> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
    </li>
  );
}

/**
 * The teachers on the school's roster, apart from its students: each is invited to join as a
 * teacher by email (Send invitation, Resend), and once joined receives the letter requests of the
 * school's students who pick them by name.
 */
export function RosterTeachers({ highSchoolId, teachers }: { highSchoolId: string; teachers: readonly RosterTeacherLine[] }) {
  const { t } = useLingui();
  const [removed, setRemoved] = useState<string | null>(null);
  // The removed row takes its Remove button with it: the keyboard continues from the announcement.
  const removedRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRemoval = () => removedRef.current?.focus();
  const announcement = (
    <p ref={removedRef} tabIndex={-1} role="status" className="text-sm text-emerald-800">
      {removed ? t`${removed} was removed from the roster.` : ''}
    </p>
  );
  if (teachers.length === 0) {
    return (
      <>
        {announcement}
        <p className="text-sm text-slate-600">
          <Trans>
            No teachers on the roster yet. Add rows with <code>teacher</code> in the role column (a name and email are enough), or import a
            OneRoster export: its teachers come along.
          </Trans>
        </p>
      </>
    );
  }
  return (
    <>
      {announcement}
      <ul aria-label={t`Rostered teachers`} className="space-y-3 sm:space-y-0 sm:divide-y sm:divide-slate-200">
        {teachers.map((teacher) => (
          <TeacherLine
            key={teacher.id}
            highSchoolId={highSchoolId}
            teacher={teacher}
            onRemoved={setRemoved}
            focusAfterRemoval={focusAfterRemoval}
          />
        ))}
      </ul>
    </>
  );
}
