import { format, parseISO } from 'date-fns';

/** 'Nov 1, 2026' for a YYYY-MM-DD date (a calendar day, no time zone). */
export const formatDay = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy');

/** Today's date on this device, YYYY-MM-DD: 'N days left' counts calendar days from here. */
export const todayIso = (): string => format(new Date(), 'yyyy-MM-dd');
