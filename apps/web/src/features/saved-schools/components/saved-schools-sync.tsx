import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useMergeLocalSavedSchools } from '../api/merge-saved-schools.ts';
import { dismissSavedSchoolsMessage, useOwnsMessageRegion, useSavedSchoolsMessage } from '../saved-schools-status.ts';

const MESSAGE_MS = 10_000;

/**
 * Mounted in the root layout: merges bookmarks made while signed out into the account when
 * someone signs in, and shows messages about saving in one polite live region. Small and zod-free,
 * because every page loads it. Mounting it again (the saved page does) is harmless: one region shows.
 */
export function SavedSchoolsSync() {
  useMergeLocalSavedSchools();
  const message = useSavedSchoolsMessage();
  const ownsRegion = useOwnsMessageRegion();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => dismissSavedSchoolsMessage(message.id), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (!ownsRegion) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        className={
          message
            ? `pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
                message.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
              }`
            : ''
        }
      >
        {/* Always in the page, so screen readers announce a new message when its text arrives. */}
        <p role="status" className={message ? 'pt-0.5' : 'sr-only'} data-testid="saved-schools-message">
          {message?.text ?? ''}
        </p>
        {message ? (
          <button
            type="button"
            onClick={() => dismissSavedSchoolsMessage(message.id)}
            className="-m-1 shrink-0 rounded-md p-1 hover:bg-black/5"
            aria-label="Dismiss message"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
