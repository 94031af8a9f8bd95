import { useEffect } from 'react';
import { CompareSync } from '../features/compare/components/compare-sync.tsx';
import { IncomeBandSync } from '../features/net-price/use-income-band.ts';
import { SavedSchoolsSync } from '../features/saved-schools/components/saved-schools-sync.tsx';
import TimeZoneSync from '../features/reminders/components/time-zone-sync.tsx';
import { rememberTimeZone } from '../lib/remember-time-zone.ts';

/**
 * Background work for a signed-in student, loaded as one lazy chunk so the home page's first load
 * does not grow: merging a visitor's local bookmarks (and the undo message) and comparison list
 * and family income band into the account, and saving the browser's time zone once for deadlines and quiet
 * hours (and in a cookie, for the pages the server renders). Renders no layout.
 */
export default function SignedInSync() {
  // The server renders this person's signed-in pages in the device's zone (lib/remember-time-zone.ts).
  useEffect(rememberTimeZone, []);
  return (
    <>
      <SavedSchoolsSync />
      <CompareSync />
      <IncomeBandSync />
      <TimeZoneSync />
    </>
  );
}
