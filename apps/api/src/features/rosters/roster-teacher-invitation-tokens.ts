import { pagePaths } from '@campuspath/contract/page-paths';
import type { LinkConfig } from '../../lib/feature-deps.ts';
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

export const rosterTeacherInvitationUrl = (links: LinkConfig, lineId: string, invitedAt: string) =>
  `${links.publicUrl}${pagePaths.joinSchoolAsTeacher.getHref(teacherInvitationToken(links, lineId, invitedAt))}`;

/** The line and send time a token was signed for, or null when we did not sign it for a teacher's invitation. */
export function readTeacherInvitationToken(secret: string, token: string): InvitationTokenClaim | null {
  const payload = verifyToken(secret, 'roster-teacher-invitation', token);
  const match = payload?.match(/^(.+)_(\d+)$/);
  return match ? { lineId: match[1]!, sentAt: Number(match[2]) } : null;
}
