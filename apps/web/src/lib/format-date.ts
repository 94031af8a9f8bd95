import { format, parseISO } from 'date-fns';

/** "Nov 1, 2026" for a YYYY-MM-DD calendar day (no time zone involved). */
export const formatDay = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy');

/** Today on this device as YYYY-MM-DD: the student's calendar day, not UTC's, for "days left" and "overdue". */
export const todayIso = (): string => format(new Date(), 'yyyy-MM-dd');

/** "Nov 20" for an instant, on this device's calendar ("Mom: Nov 20", a viewer's last visit). */
export const formatShortDate = (instant: string): string => format(new Date(instant), 'MMM d');
