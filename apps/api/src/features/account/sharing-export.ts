import type { Kysely } from 'kysely';
import type { ExportedSharing } from '@campuspath/contract/account-export';
import type { Database } from '../../db/schema.ts';
import { listUserColumns, requireUserColumns } from '../auth/users.store.ts';
import { findStudentSchool, listCounseledSchools, listHighSchoolNames } from '../high-schools/high-schools.store.ts';
import { listNotesOf } from '../notes/notes.store.ts';
import { listJoinedRosterTeacherLines, listRosterTeacherLinesFor } from '../rosters/roster-teachers.store.ts';
import { listRosterLinesFor } from '../rosters/rosters.store.ts';
import { toNote } from '../notes/notes.service.ts';
import { listInvitationsSentBy } from '../sharing/invitations.store.ts';
import { lastChoices } from '../sharing/share-choices.ts';
import { readScopes } from '../sharing/share-scopes.ts';
import { listShareRowsOf, listShareViews, listSharesWith } from '../sharing/sharing.store.ts';

/**
 * Part of "Download all my data": the high schools the account belongs to, what a
 * student shares and with whom (with when each viewer last looked), the invitations they sent and
 * the switches last chosen for each address, the schools' roster lines (student or teacher) with the account's address,
 * counselors' notes on their applications and essays, and the students a parent or counselor
 * follows. Token and code hashes are left out, like every other secret of the export.
 */
export async function exportSharing(db: Kysely<Database>, userId: string): Promise<ExportedSharing> {
  const { email, email_verified_at } = await requireUserColumns(db, userId, ['email', 'email_verified_at']);
  const [counseled, attended, shares, invitations, following, notes, choices, rosterLines, teacherLines, joinedLines] = await Promise.all([
    listCounseledSchools(db, userId),
    findStudentSchool(db, userId),
    listShareRowsOf(db, userId),
    listInvitationsSentBy(db, userId),
    listSharesWith(db, userId),
    listNotesOf(db, userId),
    lastChoices(db, userId),
    // Roster lines name an address: they are the account's only once it has shown the address is its own.
    email_verified_at ? listRosterLinesFor(db, email) : [],
    email_verified_at ? listRosterTeacherLinesFor(db, email) : [],
    // The schools the account joined as a teacher, whatever its address is now.
    listJoinedRosterTeacherLines(db, userId),
  ]);
  const [views, schoolNames] = await Promise.all([
    listShareViews(
      db,
      shares.map((share) => share.id),
    ),
    listHighSchoolNames(
      db,
      shares.flatMap((share) => (share.high_school_id ? [share.high_school_id] : [])),
    ),
  ]);
  const people = new Map(
    (
      await listUserColumns(
        db,
        [
          ...new Set(
            [...shares, ...views]
              .flatMap((row) => ('viewer_id' in row && row.viewer_id ? [row.viewer_id] : []))
              .concat(following.map((row) => row.user_id)),
          ),
        ],
        ['name'],
      )
    ).map((person) => [person.id, person.name]),
  );
  const letterSettingsOf = (school: { letters_ask_from: string | null; letters_need_approval: number }) => ({
    askFrom: school.letters_ask_from,
    approvalRequired: Boolean(school.letters_need_approval),
  });
  return {
    highSchools: [
      ...counseled.map((school) => ({
        ...placeOf(school),
        joinedAt: school.joined_at,
        as: 'counselor' as const,
        letterSettings: letterSettingsOf(school),
      })),
      ...(attended
        ? [{ ...placeOf(attended), joinedAt: attended.joined_at, as: 'student' as const, letterSettings: letterSettingsOf(attended) }]
        : []),
    ],
    rosterLines: rosterLines.map((line) => ({
      highSchoolId: line.high_school_id,
      name: line.name,
      email: line.email,
      graduationYear: line.graduation_year,
      studentNumber: line.student_number,
      group: line.group_name,
      invitedAt: line.invited_at,
      importedAt: line.created_at,
    })),
    rosterTeacherLines: [
      ...joinedLines,
      ...teacherLines.filter((line) => !joinedLines.some((joined) => joined.high_school_id === line.high_school_id)),
    ].map((line) => ({
      highSchoolId: line.high_school_id,
      name: line.name,
      email: line.email,
      importedAt: line.created_at,
      invitedAt: line.invited_at,
      joinedAt: line.joined_at,
    })),
    sharedWith: shares.map((share) => ({
      id: share.id,
      viewer:
        (share.viewer_id ? people.get(share.viewer_id) : undefined) ??
        `Counselors of ${(share.high_school_id ? schoolNames.get(share.high_school_id) : undefined) ?? 'my high school'}`,
      scopes: readScopes(share.scopes),
      lastViewed: views
        .filter((view) => view.share_id === share.id && people.has(view.viewer_id))
        .map((view) => ({ name: people.get(view.viewer_id)!, viewedAt: view.viewed_at })),
      createdAt: share.created_at,
      updatedAt: share.updated_at,
    })),
    invitationsSent: invitations.map((invitation) => ({
      id: invitation.id,
      kind: invitation.kind,
      email: invitation.email,
      highSchoolId: invitation.high_school_id,
      createdAt: invitation.created_at,
      expiresAt: invitation.expires_at,
      usedAt: invitation.used_at,
      revokedAt: invitation.revoked_at,
    })),
    lastChoices: choices,
    notes: notes.map(toNote),
    following: following.flatMap((row) => {
      const student = people.get(row.user_id);
      return student === undefined ? [] : [{ student, scopes: readScopes(row.scopes), since: row.created_at }];
    }),
  };
}

const placeOf = (school: { id: string; name: string; city: string; state: string }) => ({
  id: school.id,
  name: school.name,
  city: school.city,
  state: school.state,
});
