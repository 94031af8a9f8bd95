import type { I18n } from '@lingui/core';
import { pagePaths } from '@campuspath/contract/page-paths';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * The "Stop these emails" link of the emails a letter request sends its teacher signs the address
 * itself, normalized as teacher_email_stops keeps it (trimmed, lower case), so any link sent to an
 * address stops that address, and it works however old (stopping must always work). Links sent
 * before signed the request's id instead (purpose 'teacher-invitation'): they still work, naming
 * the address that request was sent to.
 */
export const normalizedTeacherEmail = (email: string): string => email.trim().toLowerCase();

const teacherEmailsToken = (secret: string, email: string) =>
  signToken(secret, 'teacher-emails', Buffer.from(normalizedTeacherEmail(email)).toString('base64url'));

/** Where a mail client POSTs the one-click unsubscribe (RFC 8058) of an email to a teacher. */
export const TEACHER_ONE_CLICK_PATH = '/api/letter-requests/invitations/unsubscribe/one-click';

/**
 * The page the email's body links to, in the email's language (a Spanish email tells the teacher
 * to choose the Spanish button), and the one-click URL of its List-Unsubscribe header.
 */
export function teacherEmailsUnsubscribe(links: LinkConfig, email: string, i18n: I18n) {
  const token = teacherEmailsToken(links.secret, email);
  return {
    page: `${links.publicUrl}${localePath(i18n, pagePaths.teacherEmails.getHref(token))}`,
    oneClick: `${links.publicUrl}${TEACHER_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`,
  };
}

/** What a token names: the address (links of now), or the request (older links); null when we did not sign it. */
export function readTeacherEmailsToken(secret: string, token: string): { email: string } | { requestId: string } | null {
  const encoded = verifyToken(secret, 'teacher-emails', token);
  if (encoded !== null) {
    const email = Buffer.from(encoded, 'base64url').toString('utf8');
    return email.includes('@') ? { email } : null;
  }
  const requestId = verifyToken(secret, 'teacher-invitation', token);
  return requestId === null ? null : { requestId };
}
