import { format } from 'date-fns';

/** Today's date on this device, YYYY-MM-DD (the student's calendar day, not UTC's). */
export const todayIso = (): string => format(new Date(), 'yyyy-MM-dd');
