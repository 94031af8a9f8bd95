import type { Policy } from './route-policy.ts';

/**
 * The entries of the authorization matrix for the emails letter requests send their teachers
 * (route-policy.ts spreads them into ROUTE_POLICY; kinds as described there).
 */
export const TEACHER_INVITATION_ROUTE_POLICY: Record<string, Policy> = {
  // The student emails the teacher of their own request again: anyone else, the teacher asked
  // included, gets 404 for it.
  'POST /api/letter-requests/:id/invitation': { kind: 'own' },
  // "Stop these emails" of that email: the signed token is the authority (the matrix's placeholder token is refused: 400).
  'POST /api/letter-requests/invitations/preview': { kind: 'public' },
  'POST /api/letter-requests/invitations/unsubscribe': { kind: 'public' },
  // The same from a mail client's one-click unsubscribe (RFC 8058): the token is in the query.
  'POST /api/letter-requests/invitations/unsubscribe/one-click': { kind: 'public' },
};
