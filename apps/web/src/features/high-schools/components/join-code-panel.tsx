import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { JOIN_CODE_GRACE_DAYS, type JoinCodeGraceDays } from '@campuspath/contract/sharing-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useRegenerateJoinCode } from '../api/regenerate-join-code.ts';
import { isJoinCodeExpired } from '../join-code-expiry.ts';
import { renderNow } from '../../../lib/render-moment.ts';

const graceLabel = (i18n: I18n, days: JoinCodeGraceDays) =>
  days === 0 ? i18n._(msg`Stop it now`) : i18n._(msg`${plural(days, { one: '# more day', other: '# more days' })}`);

/**
 * The school's join code, visible to its counselors whenever they look, with its expiry and, after
 * a replacement, until when the old one still works. "New join code" asks first: who is affected
 * (`impact`, counted by the page from the roster) and how long the old code keeps working.
 */
export function JoinCodePanel({ school, impact }: { school: HighSchool; impact: ReactNode }) {
  const { i18n, t } = useLingui();
  const regenerate = useRegenerateJoinCode();
  const expiredOn = school.joinCodeExpiresAt ? formatDate(school.joinCodeExpiresAt, 'medium') : '';
  const worksUntil = school.joinCodeExpiresAt ? formatDate(school.joinCodeExpiresAt, 'short') : '';
  const previousUntil = school.previousJoinCodeUntil ? formatDate(school.previousJoinCodeUntil, 'medium') : '';
  const [graceDays, setGraceDays] = useState<JoinCodeGraceDays>(7);
  const legend = useId();
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Join code for students</Trans>
      </h3>
      {school.joinCode ? (
        <CopyField
          label={t`Join code`}
          value={school.joinCode}
          hint={
            isJoinCodeExpired(school, renderNow())
              ? t`It stopped working on ${expiredOn}: students cannot join with it. Make a new join code to hand out.`
              : t`Give it to your students: they join on “Who can see my plan”. It works until ${worksUntil}.`
          }
        />
      ) : (
        <p className="text-sm text-slate-600">
          {school.joinCodeExpiresAt ? t`The current code works until ${worksUntil}.` : ''}{' '}
          <Trans>It was made before codes were kept, so it cannot be shown; make a new one to see it here.</Trans>
        </p>
      )}
      {school.previousJoinCodeUntil ? (
        <p className="text-sm text-slate-600">
          <Trans>The previous code also works until {previousUntil}.</Trans>
        </p>
      ) : null}
      <ConfirmDialog
        trigger={t`New join code`}
        triggerClassName={buttonClass('secondary')}
        title={t`Make a new join code?`}
        description={t`Students who already joined stay in the school. Choose how long the current code keeps working; after that, a student who types it is told it was replaced and to ask you for the new one. Only one older code is kept, so an older code still in its extra days stops at once.`}
        confirmLabel={t`Make a new code`}
        pendingLabel={t`Making…`}
        errorMessage={(error) => errorMessage(error, t`No new code was made. Please try again.`)}
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutateAsync({ schoolId: school.id, graceDays })}
      >
        <div className="space-y-3">
          {impact}
          {school.previousJoinCodeUntil ? (
            // Only one older code is kept: the new code's grace goes to the current one.
            <p className="text-sm font-medium text-amber-900">
              <Trans>The code replaced before, which still works until {previousUntil}, stops working at once.</Trans>
            </p>
          ) : null}
          <fieldset aria-labelledby={legend} className="space-y-2">
            <legend id={legend} className="text-sm font-medium text-slate-800">
              <Trans>The current code keeps working</Trans>
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {JOIN_CODE_GRACE_DAYS.map((days) => (
                <label key={days} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`grace-${school.id}`}
                    checked={graceDays === days}
                    onChange={() => setGraceDays(days)}
                    className="size-4 accent-indigo-600"
                  />
                  {graceLabel(i18n, days)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </ConfirmDialog>
    </div>
  );
}
