import { useEffect, useRef } from 'react';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { useSaveTimeZone } from '../api/save-time-zone.ts';
import { browserTimeZone } from '../browser-time-zone.ts';

/**
 * Mounted next to the bell on every signed-in page: until the student has a time zone of their
 * own (timeZoneSaved false), saves the browser's once, so "due today" and quiet hours follow the
 * clock they live by. Renders nothing.
 */
export default function TimeZoneSync() {
  const settings = useReminderSettings();
  const save = useSaveTimeZone();
  const attempted = useRef(false);
  const { mutate } = save;
  const needsZone = settings.data?.timeZoneSaved === false;

  useEffect(() => {
    if (!needsZone || attempted.current) return;
    attempted.current = true;
    const zone = browserTimeZone();
    if (zone) mutate(zone);
  }, [needsZone, mutate]);

  return null;
}
