import { useLingui } from '@lingui/react/macro';
import { CircleCheck, X } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { focusOnMount } from '../../lib/focus-on-mount.ts';

/**
 * What a page that sends the student into the workspace wants said there once, carried in the
 * history entry's state (a reset password: "your other devices were signed out").
 */
export interface WorkspaceNoticeState {
  notice: string;
}

function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<WorkspaceNoticeState> | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/**
 * The notice, focused as it appears so a screen reader reads it first; it belongs to the history
 * entry it arrived with, so it is gone on the next page, and its close button takes it off this one.
 */
export function WorkspaceNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const notice = noticeOf(location.state);
  if (!notice) return null;
  return (
    <div className="border-b border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p role="status" tabIndex={-1} ref={focusOnMount} className="min-w-0 flex-1 focus:outline-none">
          {notice}
        </p>
        <button
          type="button"
          onClick={() => {
            // The button goes with the notice: the next Tab starts at the page.
            document.getElementById('main')?.focus({ preventScroll: true });
            void navigate(location, { replace: true, state: null });
          }}
          className="-m-1 shrink-0 rounded-md p-1 hover:bg-black/5"
          aria-label={t`Dismiss message`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
