import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { HighSchool } from '@campuspath/contract/high-schools';
import type { LetterApproval } from '@campuspath/contract/letter-approvals';
import { LETTER_APPROVAL_MESSAGE_MAX } from '@campuspath/contract/letter-approvals-terms';
import { APPLICATION_ROUNDS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextAreaField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatDate, formatDay } from '../../../lib/format-date.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { useDecideLetterApproval, useLetterApprovals } from '../api/letter-approvals.ts';

type Input = { message: string };
const resolver = lazyZodResolver<Input>(() =>
  import('@campuspath/contract/letter-approvals').then((module) => module.decideLetterApprovalBodySchema.pick({ message: true })),
);

/**
 * The school's letter requests waiting for a counselor's approval, oldest first, a page at a time:
 * who asks which teacher, for which colleges and deadlines (never the student's note to the
 * teacher). Approve sends it to the teacher; Decline tells the student, with the message.
 */
export function LetterApprovalsPanel({ school }: { school: HighSchool }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const approvals = useLetterApprovals(school.id, page);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The decided request leaves the list with the button that had focus: keep the keyboard where it was, at the list's heading.
  const decided = (text: string) => {
    setAnnouncement(text);
    heading.current?.focus();
  };
  const data = approvals.data;
  const count = data?.count ?? 0;
  const schoolName = school.name;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.pageSize)) : 1;
  // A decision can empty the last page: step back to the one that still has requests.
  if (data && page > pages) setPage(pages);
  return (
    <section aria-labelledby={`approvals-${school.id}`} className="space-y-3 lg:col-span-2">
      <h3 ref={heading} tabIndex={-1} id={`approvals-${school.id}`} className="text-sm font-semibold text-slate-900">
        {data ? t`Letter requests awaiting approval (${count})` : t`Letter requests awaiting approval`}
      </h3>
      <p role="status" className="text-sm text-slate-600">
        {announcement}
      </p>
      {!data ? (
        approvals.isError ? (
          <FormAlert>
            <Trans>The waiting requests could not be loaded. Please reload the page.</Trans>
          </FormAlert>
        ) : (
          <Skeleton className="h-24" />
        )
      ) : data.count === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No letter request is waiting for approval.</Trans>
        </p>
      ) : (
        <>
          <ul aria-label={t`Letter requests awaiting approval at ${schoolName}`} className="space-y-3">
            {data.approvals.map((approval) => (
              <ApprovalItem key={approval.requestId} schoolId={school.id} approval={approval} onDecided={decided} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t`Pages of waiting letter requests`} className="flex items-center gap-3 text-sm text-slate-700">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>
                  Previous page<span className="sr-only"> of requests awaiting approval at {schoolName}</span>
                </Trans>
              </Button>
              <span>
                <Trans>
                  Page {page} of {pages}
                </Trans>
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                <Trans>
                  Next page<span className="sr-only"> of requests awaiting approval at {schoolName}</span>
                </Trans>
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function ApprovalItem({
  schoolId,
  approval,
  onDecided,
}: {
  schoolId: string;
  approval: LetterApproval;
  onDecided: (announcement: string) => void;
}) {
  const { t, i18n } = useLingui();
  const decide = useDecideLetterApproval(schoolId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input>({ resolver, defaultValues: { message: '' } });
  const { errors, isSubmitting } = form.formState;
  // The API names rounds by id; an id this web does not know yet is shown as sent.
  const roundName = (round: string) =>
    (APPLICATION_ROUNDS as readonly string[]).includes(round) ? i18n._(APPLICATION_ROUND_NAMES[round as ApplicationRound]) : round;
  const student = approval.studentName;
  const teacher = approval.teacherName;
  const who = t`${student}’s request to ${teacher}`;
  const asked = formatDate(approval.createdAt);
  const send = (decision: 'approve' | 'decline') =>
    form.handleSubmit(async ({ message }) => {
      setFormError(null);
      try {
        await decide.mutateAsync({ requestId: approval.requestId, decision, message });
        onDecided(decision === 'approve' ? t`Approved ${who}` : t`Declined ${who}`);
      } catch (error) {
        if (!showFieldErrors(form.setError, error, ['message']))
          setFormError(errorMessage(error, t`The decision was not saved. Please try again.`));
      }
    });
  return (
    <li className="rounded-xl border border-slate-200 p-4 text-sm">
      <h4 className="font-medium break-words text-slate-900">
        <Trans>
          {student} asks {teacher}
        </Trans>
      </h4>
      <p className="break-all text-slate-600">{approval.teacherEmail}</p>
      <p className="text-slate-600">
        {approval.waived ? t`Asked ${asked} · Waived the right to see the letter` : t`Asked ${asked} · Did not waive`}
      </p>
      <ul className="mt-2 space-y-1 text-slate-700">
        {approval.colleges.map((college) => {
          const due = college.deadline ? formatDay(college.deadline) : null;
          return (
            <li key={college.schoolId}>
              {college.schoolName}, {roundName(college.round)}
              {due ? t` · Due ${due}` : t` · No deadline entered`}
            </li>
          );
        })}
      </ul>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="mt-3 space-y-3">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextAreaField
          label={t`Message to ${student} about ${teacher} (optional)`}
          hint={t`Only the student reads it; the teacher never does.`}
          rows={2}
          maxLength={LETTER_APPROVAL_MESSAGE_MAX}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={isSubmitting} onClick={(event) => void send('approve')(event)}>
            <Trans>
              Approve<span className="sr-only"> {who}</span>
            </Trans>
          </Button>
          <Button type="button" variant="secondary" disabled={isSubmitting} onClick={(event) => void send('decline')(event)}>
            <Trans>
              Decline<span className="sr-only"> {who}</span>
            </Trans>
          </Button>
        </div>
      </form>
    </li>
  );
}
