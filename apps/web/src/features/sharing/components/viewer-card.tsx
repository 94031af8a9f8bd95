import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import type { Viewer } from '@campuspath/contract/sharing';
import { PLAN_SCOPES, VIEWER_SCOPES, type ShareScope } from '@campuspath/contract/sharing-terms';
import { PLAN_SCOPE_NAMES } from '../../../lib/plan-terms.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useRevokeShare } from '../api/revoke-share.ts';
import { useUpdateShare } from '../api/update-share.ts';
import { HISTORY_SCOPE_NAME, SCOPE_HINTS } from '../scope-hints.ts';

/**
 * One person or school on "Who can see my plan": what they see (a switch per scope, applied on
 * their next page load), when they last looked, and, for a parent, Revoke. The school's
 * counselors are stopped with the school's own switch (school-section.tsx).
 */
export function ViewerCard({ viewer }: { viewer: Viewer }) {
  const update = useUpdateShare();
  const revoke = useRevokeShare();
  const [failed, setFailed] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const { name, email } = viewer;
  const parent = viewer.kind === 'parent';
  const toggle = (scope: ShareScope, on: boolean) => {
    setFailed(null);
    update.mutate(
      { id: viewer.id, body: { scopes: { [scope]: on } } },
      { onError: (error) => setFailed(errorMessage(error, t`That change was not saved. Check your connection and try again.`)) },
    );
  };
  const headingId = `viewer-${viewer.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
            {parent ? name : t`${name}: counselors`}
          </h3>
          <p className="break-words text-sm text-slate-600">
            {parent ? (email ? t`Parent or guardian, ${email}` : t`Parent or guardian`) : t`Your school's counselors`}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            <Eye aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {viewer.lastViewed.length === 0
              ? t`Not viewed yet`
              : viewer.lastViewed.map((view) => `${view.name}: ${formatDate(view.viewedAt, 'short')}`).join(' · ')}
          </p>
        </div>
        {parent ? (
          <ConfirmDialog
            trigger={
              <>
                <UserRoundX aria-hidden="true" className="size-4" />
                <Trans>
                  Revoke<span className="sr-only"> access for {name}</span>
                </Trans>
              </>
            }
            triggerClassName={buttonClass('secondary', 'shrink-0')}
            title={t`Stop sharing with ${name}?`}
            description={t`${name} loses access to your plan at once. To share again, send a new invitation.`}
            confirmLabel={t`Revoke access`}
            pendingLabel={t`Revoking…`}
            errorMessage={(error) => errorMessage(error, t`Access could not be revoked. Please try again.`)}
            destructive
            pending={revoke.isPending}
            onConfirm={() => revoke.mutateAsync(viewer.id)}
          />
        ) : null}
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-900">
          <Trans>What {name} sees</Trans>
        </legend>
        <div className="mt-3 space-y-4">
          {PLAN_SCOPES.map((scope) => (
            <SwitchField
              key={scope}
              label={i18n._(PLAN_SCOPE_NAMES[scope])}
              labelFor={parent ? name : t`${name} counselors`}
              hint={i18n._(SCOPE_HINTS[scope])}
              checked={viewer.scopes[scope]}
              onCheckedChange={(on) => toggle(scope, on)}
            />
          ))}
        </div>
      </fieldset>
      {VIEWER_SCOPES[viewer.kind].includes('history') ? (
        // Not a part of the plan they see: the student's consent to an anonymous row in the school's history.
        <div className="mt-5 border-t border-slate-100 pt-5">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">
              <Trans>Your school's admission history</Trans>
            </legend>
            <div className="mt-3">
              <SwitchField
                label={i18n._(HISTORY_SCOPE_NAME)}
                hint={i18n._(SCOPE_HINTS.history)}
                checked={viewer.scopes.history}
                onCheckedChange={(on) => toggle('history', on)}
              />
            </div>
          </fieldset>
        </div>
      ) : null}
      {failed ? (
        <div className="mt-4">
          <FormAlert>{failed}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}
