import type { I18n } from '@lingui/core';
import { pagePaths } from '@campuspath/contract/page-paths';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';
import type { InvitationTokenClaim } from './roster-invitation-tokens.ts';

/**
 * A rostered teacher's invitation link signs the teacher's roster line and the moment the
 * invitation was queued, as a student's does (roster-invitation-tokens.ts: the latest link only,
 * for ROSTER_INVITATION_LINK_DAYS), under a purpose of its own so a student's link never opens a
 * teacher's page or the other way round. "Stop these emails" is the address-wide stop every email
 * to a teacher carries (letter-requests' teacher-invitation-tokens.ts).
 */
const teacherInvitationToken = (links: LinkConfig, lineId: string, invitedAt: string) =>
  signToken(links.secret, 'roster-teacher-invitation', `${lineId}_${Date.parse(invitedAt)}`);

/** The teacher's join page, in the email's language when one is given (`/es/…` for Spanish). */
export const rosterTeacherInvitationUrl = (links: LinkConfig, lineId: string, invitedAt: string, i18n?: I18n) => {
  const path = pagePaths.joinSchoolAsTeacher.getHref(teacherInvitationToken(links, lineId, invitedAt));
  return `${links.publicUrl}${i18n ? localePath(i18n, path) : path}`;
};

/** The line and send time a token was signed for, or null when we did not sign it for a teacher's invitation. */
export function readTeacherInvitationToken(secret: string, token: string): InvitationTokenClaim | null {
  const payload = verifyToken(secret, 'roster-teacher-invitation', token);
  const match = payload?.match(/^(.+)_(\d+)$/);
  return match ? { lineId: match[1]!, sentAt: Number(match[2]) } : null;
}
