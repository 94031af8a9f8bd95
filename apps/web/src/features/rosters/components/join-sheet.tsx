import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useHref } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-size.ts';
import type { JoinSheetGroup } from '../join-sheet-groups.ts';

/**
 * One group's join sheet: the school, the group, the join code and the steps to join, with the
 * addresses written out for a sheet of paper. Nothing a student should not see: no names or
 * addresses of students, only the code the counselor hands out anyway. Printed, each sheet is a
 * page of its own.
 */
export function JoinSheet({
  group,
  schoolName,
  joinCode,
  expiresAt,
  origin,
  newPage,
}: {
  group: JoinSheetGroup;
  schoolName: string;
  joinCode: string;
  expiresAt: string | null;
  origin: string;
  /** Printed, the sheet starts a page of its own (every sheet but the first). */
  newPage: boolean;
}) {
  const { t } = useLingui();
  const heading = useId();
  // The addresses on paper open the pages in the sheet's language (/es/signup on a Spanish sheet).
  const signupUrl = `${origin}${useHref(paths.signup.getHref())}`;
  const sharingUrl = `${origin}${useHref(paths.sharing.getHref())}`;
  const { name, year, students } = group;
  const title =
    name !== null
      ? t`${name}: join your school on CampusPath`
      : year !== null
        ? t`Class of ${year}: join your school on CampusPath`
        : t`All students: join your school on CampusPath`;
  const count = formatCount(students);
  const expires = expiresAt ? formatDate(expiresAt, 'medium') : null;
  return (
    <section
      aria-labelledby={heading}
      className={`rounded-2xl border border-slate-300 bg-white p-6 break-inside-avoid print:rounded-none print:border-0 print:p-0 ${newPage ? 'break-before-page' : ''}`}
    >
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase print:text-black">{schoolName}</p>
      <h2 id={heading} className="mt-1 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {students > 0 ? (
        <p className="mt-1 text-sm text-slate-600 print:text-black">
          {students === 1
            ? t`For the student of this group on the school’s roster.`
            : t`For the ${count} students of this group on the school’s roster.`}
        </p>
      ) : null}
      <div className="mt-5 rounded-xl border-2 border-slate-900 p-4 text-center">
        <p className="text-sm font-medium text-slate-700 print:text-black">
          <Trans>Your school’s join code</Trans>
        </p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-widest break-all text-slate-900">{joinCode}</p>
        {expires ? (
          <p className="mt-1 text-sm text-slate-600 print:text-black">
            <Trans>It works until {expires}.</Trans>
          </p>
        ) : null}
      </div>
      <ol className="mt-5 list-decimal space-y-3 pl-6 text-base text-slate-900">
        <li>
          <Trans>
            Go to <strong className="break-all">{signupUrl}</strong> and create a free account: choose “Student”, and use the email address
            your school has for you.
          </Trans>
        </li>
        <li>
          <Trans>
            Open <strong>Who can see my plan</strong> (<span className="break-all">{sharingUrl}</span>) and find “My high school”.
          </Trans>
        </li>
        <li>
          <Trans>
            Type <strong className="font-mono">{joinCode}</strong> in the “Join code” box and choose <strong>Join school</strong>.
          </Trans>
        </li>
        <li>
          <Trans>
            Choose what to share with your school’s counselors. Joining shares nothing by itself: your plan stays yours until you switch
            sharing on.
          </Trans>
        </li>
      </ol>
      <p className="mt-5 text-sm text-slate-600 print:text-black">
        <Trans>Got an email invitation from your school? Its link does steps 1 to 3 for you.</Trans>
      </p>
    </section>
  );
}
