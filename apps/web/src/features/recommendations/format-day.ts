import { format, parseISO } from 'date-fns';

/** "Nov 1, 2030" for a YYYY-MM-DD calendar day. */
export const formatDay = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy');
