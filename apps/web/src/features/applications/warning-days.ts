import type { Application } from '@campuspath/contract/applications';
import { deadlineWarningDays } from '@campuspath/contract/applications-terms';
import { renderNow, renderTimeZone } from '../../lib/render-moment.ts';

/**
 * The "N days left" warning as of now, in the render's moment and zone (lib/render-moment.ts): a
 * deadline with no zone of its own counts days on the student's calendar, which on a page the
 * server rendered is the zone it rendered in, so its HTML and the browser's first render agree.
 */
export const warningDaysNow = (application: Pick<Application, 'deadline' | 'status' | 'timeZone'>): number | null =>
  deadlineWarningDays({ ...application, timeZone: application.timeZone ?? renderTimeZone() ?? null }, renderNow());
