import { formatDay } from '../../lib/format-date.ts';

/** The prepared emails behind Send Request and Send Reminder: polite, and editable before they open. */
/** Which email a letter's Send button drafts: the first ask, or a reminder. */
export type EmailKind = 'request' | 'reminder';

export interface EmailDraft {
  subject: string;
  body: string;
}

/**
 * The sign-off when the account has no name. The prepared emails stay English on every page: the
 * student sends them to a teacher, in the school's language, and may rewrite them before sending.
 */
export const UNNAMED_STUDENT = 'Your student';

export interface EmailContext {
  studentName: string;
  recommenderName: string;
  schoolNames: readonly string[];
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

// The email is English whatever the page's language (the teacher reads it), its date too.
const longDate = (day: string) => formatDay(day, 'long', 'en');
const applyingTo = (schools: readonly string[]) => (schools.length > 0 ? joinNames(schools) : 'college');

export function requestEmail({ studentName, recommenderName, schoolNames, dueDate }: EmailContext): EmailDraft {
  const due = dueDate ? ` The letter is due by ${longDate(dueDate)}.` : '';
  return {
    subject: `Recommendation letter request from ${studentName}`,
    body: [
      `Dear ${recommenderName},`,
      '',
      `I hope you are doing well. I am applying to ${applyingTo(schoolNames)}, and I would be honored if you would write a letter of recommendation for me.${due}`,
      '',
      'I am happy to send my résumé, my transcript or anything else that would help, and to meet if that would be useful.',
      '',
      'Thank you very much for considering my request.',
      '',
      'Best regards,',
      studentName,
    ].join('\n'),
  };
}

export function reminderEmail({ studentName, recommenderName, schoolNames, dueDate }: EmailContext): EmailDraft {
  const due = dueDate ? `, which is due on ${longDate(dueDate)}` : '';
  return {
    subject: dueDate ? `Friendly reminder: recommendation letter due ${longDate(dueDate)}` : 'Friendly reminder: recommendation letter',
    body: [
      `Dear ${recommenderName},`,
      '',
      `I hope you are doing well. This is a friendly reminder about the letter of recommendation for my applications to ${applyingTo(schoolNames)}${due}.`,
      '',
      'Thank you again for your help. Please let me know if there is anything I can send you.',
      '',
      'Best regards,',
      studentName,
    ].join('\n'),
  };
}

/** A `mailto:` link (RFC 6068): the address as is, subject and body percent-encoded with CRLF line breaks. */
export function mailtoHref(to: string, draft: EmailDraft): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encode(draft.subject)}&body=${encode(draft.body)}`;
}
