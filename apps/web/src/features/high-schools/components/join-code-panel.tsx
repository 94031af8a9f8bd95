import { useState } from 'react';
import type { HighSchool, JoinCodeResponse } from '@campuspath/contract/high-schools';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useRegenerateJoinCode } from '../api/regenerate-join-code.ts';

/**
 * The school's join code: only its hash is kept, so the code is shown once, when made (`fresh`);
 * afterwards its expiry, and "New join code", which replaces it (the old one stops working).
 */
export function JoinCodePanel({ school, fresh }: { school: HighSchool; fresh: JoinCodeResponse | null }) {
  const regenerate = useRegenerateJoinCode();
  const [made, setMade] = useState<JoinCodeResponse | null>(null);
  const shown = made ?? fresh;
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Join code for students</h3>
      {shown ? (
        <CopyField
          label="Join code"
          value={shown.joinCode}
          hint={`Give it to your students: they join on “Who can see my plan”. It works until ${formatDate(shown.expiresAt, 'short')}, and is shown only now.`}
        />
      ) : (
        <p className="text-sm text-slate-600">
          {school.joinCodeExpiresAt ? `The current code works until ${formatDate(school.joinCodeExpiresAt, 'short')}. ` : ''}
          Codes are shown only when they are made; lost it? Make a new one.
        </p>
      )}
      <ConfirmDialog
        trigger="New join code"
        triggerClassName={buttonClass('secondary')}
        title="Make a new join code?"
        description="The current code stops working at once. Students who already joined stay."
        confirmLabel="Make a new code"
        pendingLabel="Making…"
        errorMessage={(error) => errorMessage(error, 'No new code was made. Please try again.')}
        pending={regenerate.isPending}
        onConfirm={async () => setMade(await regenerate.mutateAsync(school.id))}
      />
    </div>
  );
}
