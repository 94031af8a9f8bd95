import { pagePaths } from '@campuspath/contract/page-paths';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * The "Stop these emails" link of a letter request's email to a teacher signs the request's id:
 * it names the address that request was sent to, and works however old (stopping must always work).
 */
export const teacherEmailsStopUrl = (links: LinkConfig, requestId: string) =>
  `${links.publicUrl}${pagePaths.teacherEmails.getHref(signToken(links.secret, 'teacher-invitation', requestId))}`;

/** The request a token was signed for, or null when we did not sign it for this purpose. */
export const readTeacherEmailsToken = (secret: string, token: string): string | null => verifyToken(secret, 'teacher-invitation', token);
