import type { I18n } from '@lingui/core';
import { pagePaths } from '@campuspath/contract/page-paths';
import { ROSTER_INVITATION_LINK_DAYS } from '@campuspath/contract/rosters';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { localePath } from '../../lib/i18n/email-i18n.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * A roster invitation's link token signs the roster line and the moment its email was sent
 * (`invited_at`, as milliseconds: the payload holds no dot). So each send makes a new link, a
 * resend replaces the older ones (they no longer match the line), and a link stops working
 * ROSTER_INVITATION_LINK_DAYS after its email: a link that verifies an address at sign-up must not
 * stay good for ever in a mailbox someone may later lose.
 */
const DAY_MS = 24 * 3_600_000;

export interface InvitationTokenClaim {
  lineId: string;
  sentAt: number;
}

const invitationToken = (links: LinkConfig, lineId: string, invitedAt: string) =>
  signToken(links.secret, 'roster-invitation', `${lineId}_${Date.parse(invitedAt)}`);

/** The join page, in the email's language when one is given (`/es/…` for Spanish). */
export const rosterInvitationUrl = (links: LinkConfig, lineId: string, invitedAt: string, i18n?: I18n) => {
  const path = pagePaths.joinSchool.getHref(invitationToken(links, lineId, invitedAt));
  return `${links.publicUrl}${i18n ? localePath(i18n, path) : path}`;
};

/**
 * The email's List-Unsubscribe links: the invitation page (its "Stop these emails") and the
 * one-click URL a mail client POSTs (RFC 8058), both with the email's own token.
 */
export const rosterInvitationUnsubscribe = (links: LinkConfig, lineId: string, invitedAt: string) => ({
  page: rosterInvitationUrl(links, lineId, invitedAt),
  oneClick: `${links.publicUrl}${ROSTER_ONE_CLICK_PATH}?token=${encodeURIComponent(invitationToken(links, lineId, invitedAt))}`,
});

/** Where a mail client POSTs a roster invitation's one-click unsubscribe. */
export const ROSTER_ONE_CLICK_PATH = '/api/rosters/invitations/unsubscribe/one-click';

/** The line and send time a token was signed for, or null when it was not signed by us for an invitation. */
export function readInvitationToken(secret: string, token: string): InvitationTokenClaim | null {
  const payload = verifyToken(secret, 'roster-invitation', token);
  const match = payload?.match(/^(.+)_(\d+)$/);
  return match ? { lineId: match[1]!, sentAt: Number(match[2]) } : null;
}

/** True when the token is the line's latest link (no resend replaced it) and younger than its lifetime. */
export function isCurrentInvitation(claim: InvitationTokenClaim, invitedAt: string | null, now: Date): boolean {
  return (
    invitedAt !== null && Date.parse(invitedAt) === claim.sentAt && now.getTime() - claim.sentAt <= ROSTER_INVITATION_LINK_DAYS * DAY_MS
  );
}
