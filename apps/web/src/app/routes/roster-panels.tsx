import { InvitationsPanel } from '../../features/rosters/components/invitations-panel.tsx';
import { RosterImportForm } from '../../features/rosters/components/roster-import-form.tsx';

/**
 * The forms of /roster (roster.tsx), in a chunk of their own asked for as the page starts: the
 * import form and the invitations panel (their schemas, react-hook-form) arrive while the
 * school and its roster are read.
 */
export { InvitationsPanel, RosterImportForm };
