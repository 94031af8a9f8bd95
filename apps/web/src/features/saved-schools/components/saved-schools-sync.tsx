import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useMergeLocalSavedSchools } from '../api/merge-saved-schools.ts';
import { dismissSavedSchoolsMessage, useOwnsMessageRegion, useSavedSchoolsMessage } from '../saved-schools-status.ts';

/**
 * Mounted in the root layout: merges bookmarks made while signed out into the account when
 * someone signs in, and shows messages about saving in one polite live region. Small and zod-free,
 * because every page loads it. Mounting it again (the saved page does) is harmless: one region shows.
 */
export function SavedSchoolsSync() {
  useMergeLocalSavedSchools();
  const message = useSavedSchoolsMessage();
  const ownsRegion = useOwnsMessageRegion();

  if (!ownsRegion) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <StatusMessage
        message={message}
        onDismiss={dismissSavedSchoolsMessage}
        testId="saved-schools-message"
        boxClassName="pointer-events-auto max-w-md"
      />
    </div>
  );
}
