import { z } from 'zod';
import { importProblemSchema } from './admission-history-imports.ts';
import { dateTimeStringSchema, recordIdSchema } from './common.ts';
import { apiErrorSchema } from './errors.ts';
import { SHARE_SCOPES } from './sharing-terms.ts';
import { ROSTER_STATUSES, ROSTER_TEACHER_STATUSES, type RosterStatus } from './rosters-terms.ts';

/**
 * A high school's roster: the students a counselor imported from a CSV (CampusPath's simple
 * columns, or OneRoster 1.1's users.csv that student information systems export), each with where
 * they are: not yet invited, invited, joined, or joined and sharing with the school's counselors.
 */

/** The most students one roster holds (and one file may list). */
export const ROSTER_MAX_STUDENTS = 5_000;
/** The most teachers one roster holds: a large school's whole staff, with room to spare. */
export const ROSTER_MAX_TEACHERS = 1_000;
/** What a simple roster's `role` cell may say (blank reads as student). */
export const ROSTER_ROLES = ['student', 'teacher'] as const;
/** The largest roster file read: 5,000 OneRoster rows of 18 columns fit in well under this. */
export const ROSTER_MAX_FILE_BYTES = 4 * 1024 * 1024;
/**
 * The largest upload of OneRoster files together (users.csv with orgs.csv, classes.csv and
 * enrollments.csv, or the zip a student information system exports): a school of 5,000 students
 * in seven classes each has an enrollments.csv of about 5 MB.
 */
export const ONEROSTER_MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
/** The OneRoster 1.1 files the import reads; any other file of an export (courses.csv, demographics.csv...) is listed as not used. */
export const ONEROSTER_FILES = ['users.csv', 'orgs.csv', 'classes.csv', 'enrollments.csv'] as const;
export type OneRosterFile = (typeof ONEROSTER_FILES)[number];

export const ROSTER_FORMATS = ['simple', 'oneroster'] as const;

/** The simple file's columns (any case and punctuation; `aliases` read as the same column). */
export const ROSTER_COLUMNS = [
  { id: 'name', required: true, aliases: ['student name', 'full name'], description: 'the student’s name as the school writes it' },
  { id: 'email', required: true, aliases: ['email address', 'e-mail'], description: 'the address the invitation goes to' },
  {
    id: 'graduation_year',
    required: true,
    aliases: ['grad year', 'class year', 'class of', 'graduation'],
    description: 'the year the student finishes high school (this year’s seniors to four years ahead)',
  },
  {
    id: 'student_number',
    required: false,
    aliases: ['student id', 'student number', 'id'],
    description: 'the school’s number for the student (optional)',
  },
  {
    id: 'group',
    required: false,
    aliases: ['class', 'section', 'homeroom', 'advisory'],
    description: 'a class or group the printed join sheet is sorted by (optional)',
  },
  {
    id: 'role',
    required: false,
    aliases: ['account type'],
    description: 'student or teacher (optional; blank is student); a teacher row needs only the name and email',
  },
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number]['id'];

/** A problem of a roster upload: the file it is in (null for the upload as a whole), its row and column, and what is wrong. */
export const rosterProblemSchema = importProblemSchema.extend({ file: z.string().nullable() });
export type RosterProblem = z.infer<typeof rosterProblemSchema>;

/** Rows read and not imported, counted by file and reason (administrators, rows marked to delete, students of another school...). */
export const rosterSkippedSchema = z.object({ file: z.string(), reason: z.string(), rows: z.number().int() });
export type RosterSkipped = z.infer<typeof rosterSkippedSchema>;

export const rosterImportReportSchema = z.object({
  /** `simple` (CampusPath's columns) or `oneroster` (OneRoster 1.1 files: students and teachers, others skipped). */
  format: z.enum(ROSTER_FORMATS),
  /** Student rows read (users.csv's rows for OneRoster). */
  rowsRead: z.number().int(),
  encoding: z.enum(['utf-8', 'utf-8-bom', 'windows-1252']),
  ignoredColumns: z.array(z.string()),
  /** The files read, each with its data rows; a single CSV is one. */
  files: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  /** Files of the upload (or of the zip) the import does not use. */
  ignoredFiles: z.array(z.string()),
  /** The school orgs.csv names, when the upload has one: the students imported are this school's. */
  school: z.object({ name: z.string(), identifier: z.string().nullable() }).nullable(),
  /** Rows that are neither students nor teachers (administrators, parents...) or are marked to delete, not imported: every one of them. */
  skippedRows: z.number().int(),
  skipped: z.array(rosterSkippedSchema),
  /** Students whose group enrollments.csv could not settle (several classes, none a homeroom): imported without a group. */
  withoutGroup: z.number().int(),
  problems: z.array(rosterProblemSchema),
  problemCount: z.number().int(),
});
export type RosterImportReport = z.infer<typeof rosterImportReportSchema>;

export const rosterImportResponseSchema = z.object({
  report: rosterImportReportSchema,
  /** Students new to the roster, ones whose name, year, number or group changed, and ones already as the file has them. */
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The same counts for the file's teachers (a simple file's role column, OneRoster's role teacher). */
  teachers: z.object({ added: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
});
export type RosterImportResponse = z.infer<typeof rosterImportResponseSchema>;

/** 422 `roster_rejected`: the file has problems; nothing was imported (all or nothing). */
export const rosterRejectedSchema = apiErrorSchema.extend({ report: rosterImportReportSchema });
export type RosterRejected = z.infer<typeof rosterRejectedSchema>;

export { ROSTER_STATUSES, type RosterStatus } from './rosters-terms.ts';

export const rosterStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  graduationYear: z.number().int(),
  studentNumber: z.string().nullable(),
  group: z.string().nullable(),
  /** not_invited, invited (emailed, not joined), joined (a student of the school who shares none of their plan), sharing. */
  status: z.enum(ROSTER_STATUSES),
  invitedAt: dateTimeStringSchema.nullable(),
  /**
   * The parts of their plan the student shares with the school's counselors (empty unless
   * `sharing`); never the school-history consent, which the counselors must not see per student.
   */
  scopes: z.array(z.enum(SHARE_SCOPES).exclude(['history'])),
  /** A generated sample student (the counselor demo), not a real one. */
  sample: z.boolean(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/** A teacher on the school's roster: the students of the school pick them when they ask for a letter. */
export const rosterTeacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** A generated sample teacher (the counselor demo), not a real one. */
  sample: z.boolean(),
});
export type RosterTeacher = z.infer<typeof rosterTeacherSchema>;

/** A rostered teacher as the school's counselors see it: with where their invitation to join stands. */
export const rosterTeacherLineSchema = rosterTeacherSchema.extend({
  status: z.enum(ROSTER_TEACHER_STATUSES),
  /** When the latest invitation was queued; null when never (or it was taken back). */
  invitedAt: dateTimeStringSchema.nullable(),
  /** When a teacher account accepted; null until one does. */
  joinedAt: dateTimeStringSchema.nullable(),
  /** From when "Resend" emails again (three days after the last); null when it cannot (not invited, joined, stopped). */
  resendableFrom: dateTimeStringSchema.nullable(),
});
export type RosterTeacherLine = z.infer<typeof rosterTeacherLineSchema>;

/** GET /high-schools/:id/teachers: the school's rostered teachers, for its students and counselors, by name. */
export const schoolTeachersResponseSchema = z.object({ teachers: z.array(rosterTeacherSchema) });
export type SchoolTeachersResponse = z.infer<typeof schoolTeachersResponseSchema>;

export const rosterResponseSchema = z.object({
  students: z.array(rosterStudentSchema),
  /** The school's rostered teachers, by name, with their invitations. */
  teachers: z.array(rosterTeacherLineSchema),
  counts: z.object(Object.fromEntries(ROSTER_STATUSES.map((status) => [status, z.number().int()])) as Record<RosterStatus, z.ZodNumber>),
  /**
   * Students of the school who joined without being on the roster, with whether they share:
   * the counselor page's "joined" count and the caseload (sharing students only) both add up from these.
   */
  unrostered: z.array(z.object({ name: z.string(), graduationYear: z.number().int(), sharing: z.boolean() })),
});
export type RosterResponse = z.infer<typeof rosterResponseSchema>;

export const rosterStudentParamsSchema = z.strictObject({ id: recordIdSchema, studentId: recordIdSchema });

/** The most invitations one request sends: a larger roster is invited in batches ("Send the next…"). */
export const ROSTER_INVITATIONS_PER_BATCH = 500;

/**
 * Send invitations: to every rostered student not yet invited (or only those of `studentIds`
 * among them). `resend: true` reminds instead: every student invited before who has not joined
 * (or only those of `studentIds`), skipping anyone emailed in the last three days, so a reminder
 * to a whole class needs no list of ids.
 */
export const rosterInvitationsBodySchema = z.strictObject({
  studentIds: z
    .array(recordIdSchema, { error: /*i18n*/ 'List the students to invite' })
    .max(ROSTER_MAX_STUDENTS, `Invite at most ${ROSTER_MAX_STUDENTS} students at once`)
    .optional(),
  resend: z.boolean({ error: /*i18n*/ 'Choose whether to send again' }).optional(),
});
export type RosterInvitationsBody = z.infer<typeof rosterInvitationsBodySchema>;

export const rosterInvitationsResponseSchema = z.object({
  /**
   * Invitations this request claimed: they go out after the answer, so a large class never holds
   * the request open; one the mail server refuses leaves its student not invited, to invite again.
   */
  queued: z.number().int(),
  /** Students still waiting for an invitation after this batch. */
  remaining: z.number().int(),
});
export type RosterInvitationsResponse = z.infer<typeof rosterInvitationsResponseSchema>;

/** Days an invitation link works after its email was sent; a newer email replaces it sooner. */
export const ROSTER_INVITATION_LINK_DAYS = 30;

/** A roster invitation's link token: whose school it is, for the page a student opens. */
export const rosterInvitationTokenSchema = z.strictObject({
  token: z
    .string({ error: /*i18n*/ 'The invitation link is incomplete' })
    .min(1, /*i18n*/ 'The invitation link is incomplete')
    .max(200, /*i18n*/ 'The invitation link is not valid'),
});
export const rosterInvitationPreviewSchema = z.object({
  highSchoolId: z.string(),
  schoolName: z.string(),
  studentName: z.string(),
  /** The address the invitation went to: the account that joins must have it. */
  email: z.string(),
});
export type RosterInvitationPreview = z.infer<typeof rosterInvitationPreviewSchema>;
export const rosterInvitationAcceptedSchema = z.object({ highSchool: z.object({ id: z.string(), name: z.string() }) });
export type RosterInvitationAccepted = z.infer<typeof rosterInvitationAcceptedSchema>;
