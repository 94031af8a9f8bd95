import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextAreaField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate, formatDay } from '../../../lib/format-date.ts';
import { useAnswerLetterRequest, useMarkLetterSubmitted } from '../api/teacher-queue.ts';

/**
 * One student's request in the teacher's queue: the colleges and deadlines, the student's note and
 * waiver, the answer (accept or decline with a message), then "submitted" per college.
 */
export function RequestCard({ request }: { request: LetterRequest }) {
  const headingId = `request-${request.id}`;
  const asked = formatDate(request.createdAt);
  const next = request.nearestDeadline ? formatDay(request.nearestDeadline) : null;
  return (
    <li aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {request.studentName}
        </h3>
        <p className="text-sm text-slate-600">
          {next ? (
            <Trans>
              Asked {asked} · Next deadline {next}
            </Trans>
          ) : (
            <Trans>Asked {asked}</Trans>
          )}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {request.waived ? (
          <Trans>The student waived their right to see this letter.</Trans>
        ) : (
          <Trans>The student did not waive their right to see this letter.</Trans>
        )}
      </p>
      {request.note ? (
        <blockquote className="whitespace-pre-line break-words border-l-4 border-indigo-200 pl-3 text-sm text-slate-800">
          {request.note}
        </blockquote>
      ) : null}
      <CollegeList request={request} />
      {request.status === 'requested' ? (
        <AnswerForm request={request} />
      ) : request.message ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">
            <Trans>Your message:</Trans>
          </span>{' '}
          {request.message}
        </p>
      ) : null}
    </li>
  );
}

function CollegeList({ request }: { request: LetterRequest }) {
  const { t } = useLingui();
  const mark = useMarkLetterSubmitted(request.id);
  const student = request.studentName;
  const [error, setError] = useState('');
  return (
    <div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ul aria-label={t`Colleges for ${student}`} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {request.colleges.map((college) => {
          const school = college.schoolName;
          const due = college.deadline ? formatDay(college.deadline) : null;
          const submitted = college.submittedAt ? formatDate(college.submittedAt) : null;
          return (
            <li key={college.schoolId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{school}</span>
                <span className="text-slate-600"> · {due ? t`Due ${due}` : t`No deadline set`}</span>
              </span>
              {submitted ? (
                <span className="text-emerald-800">{t`Submitted ${submitted}`}</span>
              ) : request.status === 'accepted' ? (
                <Button
                  variant="secondary"
                  disabled={mark.isPending}
                  onClick={() => {
                    setError('');
                    mark.mutate(college.schoolId, {
                      onError: (caught) => setError(errorMessage(caught, t`That was not saved. Please try again.`)),
                    });
                  }}
                >
                  <Trans>
                    Mark submitted<span className="sr-only"> to {school}</span>
                  </Trans>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function AnswerForm({ request }: { request: LetterRequest }) {
  const { t } = useLingui();
  const answer = useAnswerLetterRequest(request.id);
  const student = request.studentName;
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const send = (decision: 'accept' | 'decline') => {
    setError('');
    answer.mutate(
      { decision, message },
      { onError: (caught) => setError(errorMessage(caught, t`Your answer was not saved. Please try again.`)) },
    );
  };
  return (
    <div className="space-y-3">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextAreaField
        label={t`Message to ${student}`}
        rows={2}
        maxLength={1000}
        hint={t`Optional. The student reads it with your answer.`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => send('accept')}>
          <Trans>
            Accept<span className="sr-only"> {student}’s request</span>
          </Trans>
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => send('decline')}>
          <Trans>
            Decline<span className="sr-only"> {student}’s request</span>
          </Trans>
        </Button>
      </div>
    </div>
  );
}
