import type { I18n } from '@lingui/core';
import { addDays, format } from 'date-fns';
import type { Transaction } from 'kysely';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { nearestOpen } from '../letter-requests/letter-requests.service.ts';
import { insertLetterRequest } from '../letter-requests/letter-requests.store.ts';
import { insertLetterLocked } from '../letters/letters.service.ts';
import { insertRosterLines } from '../rosters/roster-lines.store.ts';
import {
  DEMO_ROSTER_ONLY,
  DEMO_ROSTER_TEACHERS,
  DEMO_TEACHER,
  demoAddress,
  demoClassGroup,
  sampleName,
  sampleTeacherName,
  TRACKER_STATUS,
  type DemoLetterRequest,
} from './counselor-demo-class.ts';

/**
 * Writes the counselor demo's class through the roster's and the letter requests' stores, in the
 * demo's transaction: the roster lines (every one marked `is_sample`, so the roster says "Sample"
 * beside each), and the sample students' letter requests with the tracker letters they keep up to
 * date. Everything here goes with the demo: roster lines cascade from the sample school, requests
 * and letters from the sample students' accounts.
 */
export interface SampleClass {
  schoolId: string;
  graduationYear: number;
  /** The random part of every sample address of this demo. */
  key: string;
  today: Date;
  /** The demo's language: the names' "(sample)", the roster group and the tracker's title are written in it. */
  i18n: I18n;
}

/** The roster: the sample students with accounts who are on it (by their address), then those without one, and the sample teachers. */
export async function insertSampleRoster(
  trx: Transaction<Database>,
  sample: SampleClass,
  withAccounts: readonly { name: string; email: string }[],
): Promise<void> {
  const now = sample.today.toISOString();
  const daysAgo = (days: number) => addDays(sample.today, -days).toISOString();
  const line = (name: string, email: string, invitedAt: string | null) => ({
    id: newId(),
    high_school_id: sample.schoolId,
    email,
    name,
    graduation_year: sample.graduationYear,
    student_number: null,
    group_name: demoClassGroup(sample.i18n),
    is_sample: 1,
    invited_at: invitedAt,
    created_at: now,
    updated_at: now,
  });
  await insertRosterLines(trx, 'students', [
    // Those who joined were invited a while before: the roster shows them as joined, whatever the date.
    ...withAccounts.map((student) => line(student.name, student.email, daysAgo(14))),
    ...DEMO_ROSTER_ONLY.map((student) =>
      line(
        sampleName(sample.i18n, student.name),
        demoAddress(student.slug, sample.key),
        student.invitedDaysAgo === null ? null : daysAgo(student.invitedDaysAgo),
      ),
    ),
  ]);
  await insertRosterLines(
    trx,
    'teachers',
    DEMO_ROSTER_TEACHERS.map((teacher) => ({
      id: newId(),
      high_school_id: sample.schoolId,
      email: demoAddress(teacher.slug, sample.key),
      name: sampleTeacherName(sample.i18n, teacher.name),
      is_sample: 1,
      created_at: now,
      updated_at: now,
    })),
  );
}

/**
 * One sample student's requests to the sample teachers, each as the teacher's answers so far left
 * it (colleges marked sent, the tracker letter moved on), or waiting in the sample school's
 * approval queue, so nobody has to act for the demo to show every status.
 */
export async function insertSampleLetterRequests(
  trx: Transaction<Database>,
  deps: { catalog: Catalog },
  sample: SampleClass,
  student: { id: string; applications: readonly { schoolId: number; round: string; deadline: string }[] },
  requests: readonly DemoLetterRequest[],
): Promise<void> {
  for (const request of requests) {
    const teacher = request.teacher ?? DEMO_TEACHER;
    const teacherName = sampleTeacherName(sample.i18n, teacher.name);
    const teacherEmail = demoAddress(teacher.slug, sample.key);
    // Waiting for the counselor: the teacher has not been asked, so the tracker has no date yet.
    const awaiting = request.status === 'awaiting';
    const asked = addDays(sample.today, -request.askedDaysAgo);
    // Sent ten days after it was asked, or yesterday if that is still to come.
    const sentAt = addDays(asked, Math.min(10, request.askedDaysAgo - 1)).toISOString();
    const colleges = request.schoolIds.map((schoolId) => {
      const application = student.applications.find((candidate) => candidate.schoolId === schoolId)!;
      return {
        school_id: schoolId,
        round: application.round,
        deadline: application.deadline,
        submitted_at: request.submittedSchoolIds.includes(schoolId) ? sentAt : null,
      };
    });
    const letterId = await insertLetterLocked(trx, { catalog: deps.catalog, now: () => asked }, student.id, {
      recommenderName: teacherName,
      recommenderTitle: sample.i18n._('Teacher'),
      recommenderEmail: teacherEmail,
      status: TRACKER_STATUS[request.status],
      dateRequested: awaiting ? null : format(asked, 'yyyy-MM-dd'),
      dueDate: nearestOpen(colleges.map((college) => ({ ...college, submitted_at: null }))),
      lastReminder: null,
      schoolIds: [...request.schoolIds],
      notes: request.note,
    });
    const id = newId();
    await insertLetterRequest(
      trx,
      {
        id,
        user_id: student.id,
        letter_id: letterId,
        teacher_email: teacherEmail,
        teacher_name: teacherName,
        note: request.note,
        waived: request.waived ? 1 : 0,
        status: request.status,
        approval_school_id: awaiting ? sample.schoolId : null,
        message: request.message,
        nearest_deadline: nearestOpen(colleges),
        created_at: asked.toISOString(),
        updated_at: request.status === 'requested' || awaiting ? asked.toISOString() : sentAt,
      },
      colleges.map((college) => ({ request_id: id, ...college })),
    );
  }
}
