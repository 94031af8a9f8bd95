import { Trans } from '@lingui/react/macro';
import { formatDay } from '../../../lib/format-date.ts';
import { useLetterAskRules } from '../api/letter-ask-rules.ts';

/**
 * Where a student asks a teacher: their school's rules, when it has any. Before the school's
 * first day it says from when they can ask; with approval on, that a counselor approves first.
 */
export function LetterAskRulesNotice() {
  const rules = useLetterAskRules().data?.rules;
  if (!rules?.schoolName || (rules.askFrom === null && !rules.approvalRequired)) return null;
  const school = rules.schoolName;
  const askFrom = rules.askFrom ? formatDay(rules.askFrom, 'long') : '';
  return (
    <div className="mt-4 space-y-1 rounded-xl border border-indigo-200 bg-indigo-50 p-3 text-sm text-slate-800">
      {!rules.open && rules.askFrom ? (
        <p>
          <Trans>
            <span className="font-medium">
              {school} opens letter requests on {askFrom}.
            </span>{' '}
            You can ask your teacher from then.
          </Trans>
        </p>
      ) : null}
      {rules.approvalRequired ? (
        <>
          <p>
            <Trans>A counselor at {school} approves each request first; your teacher sees it and is emailed once it is approved.</Trans>
          </p>
          {/* Approval shows the request to every counselor of the school, whatever the student shares with them: say so before they ask. */}
          <p>
            <Trans>
              While it waits, the school’s counselors see which teacher you asked, the colleges, rounds and deadlines you named, and whether
              you waived your right to see the letter. They never see your note to the teacher.
            </Trans>
          </p>
        </>
      ) : null}
    </div>
  );
}
