/**
 * Request URLs as they may appear in logs: capability tokens (calendar feed, unsubscribe) are
 * secrets and are masked, since anyone holding one can read a student's deadlines or change their
 * email settings.
 */
export function redactUrl(url: string): string {
  return url.replace(/(\/api\/calendar\/)[^/?#]+\.ics/g, '$1[redacted].ics').replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}
