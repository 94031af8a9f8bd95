import type { I18n } from '@lingui/core';
import type { LetterRequestStatus } from '@campuspath/contract/letter-requests-terms';

/**
 * The counselor demo's rostered class: the roster group its sample students belong to, the
 * rostered students who have no account yet (invited, or not invited yet), and the sample teacher
 * the sample students ask for letters. Every name says "(sample)", in the demo's language
 * (`sampleName`, `sampleTeacherName`), as does the roster group. Addresses are on the reserved
 * `.invalid` domain (RFC 2606), which no mail server accepts, and carry a random key per demo so two
 * demos at once never share one; besides, a demo counselor is refused when sending invitations, and
 * reminders skip demo accounts, so no email goes to any of them.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.campuspath.invalid';

/**
 * The roster group of the demo's class. A class-wide sample plan, when the demo has one, is
 * assigned to this group and graduation year, so it reaches every sample student on the roster.
 */
export const demoClassGroup = (i18n: I18n) => i18n._('Senior seminar (sample)');

/** A sample person's name as every page shows it: "Jordan Lee (sample)". */
export const sampleName = (i18n: I18n, name: string) => i18n._('{name} (sample)', { name });

/** A sample teacher's name: "Mr. Sam Okafor (sample teacher)". */
export const sampleTeacherName = (i18n: I18n, name: string) => i18n._('{name} (sample teacher)', { name });

/** A sample address: `jordan.lee.<key>@demo.campuspath.invalid`, the key random per demo. */
export const demoAddress = (slug: string, key: string) => `${slug}.${key}@${DEMO_EMAIL_DOMAIN}`;

/** Rostered sample students with no account (names before `sampleName`): they were invited and have not joined, or are not invited yet. */
export const DEMO_ROSTER_ONLY: readonly { name: string; slug: string; invitedDaysAgo: number | null }[] = [
  { name: 'Mia Robinson', slug: 'mia.robinson', invitedDaysAgo: 2 },
  { name: 'Liam Carter', slug: 'liam.carter', invitedDaysAgo: 6 },
  { name: 'Chloe Bennett', slug: 'chloe.bennett', invitedDaysAgo: null },
  { name: 'Daniel Kim', slug: 'daniel.kim', invitedDaysAgo: null },
];

/** The teacher every sample letter request is addressed to (name before `sampleTeacherName`): an address only, with no account behind it. */
export const DEMO_TEACHER = { name: 'Mr. Sam Okafor', slug: 'sam.okafor' } as const;

/** The sample school's other rostered teacher: the one a student asks after the first declined, awaiting approval. */
export const DEMO_SECOND_TEACHER = { name: 'Ms. Dana Whitfield', slug: 'dana.whitfield' } as const;

/** The sample school's rostered teachers: the one the sample requests are addressed to, and one more. */
export const DEMO_ROSTER_TEACHERS: readonly { name: string; slug: string }[] = [DEMO_TEACHER, DEMO_SECOND_TEACHER];

/** Where a sample request stands: a teacher's answer so far, or waiting for the counselor's approval (the teacher not asked yet). */
export type DemoRequestStatus = LetterRequestStatus | 'awaiting';

/**
 * A sample student's request for a letter: the colleges (among their sample applications), how
 * long ago it was asked, the teacher's answer so far and, once accepted, the colleges it has
 * already gone to.
 */
export interface DemoLetterRequest {
  schoolIds: readonly number[];
  askedDaysAgo: number;
  status: DemoRequestStatus;
  /** The teacher asked, when not DEMO_TEACHER. */
  teacher?: { name: string; slug: string };
  note: string;
  waived: boolean;
  message: string;
  submittedSchoolIds: readonly number[];
}

/** What a request's tracker letter reads: as a new request under approval leaves it, or as the teacher's actions set it. */
export const TRACKER_STATUS = {
  awaiting: 'not-requested',
  requested: 'requested',
  accepted: 'in-progress',
  declined: 'declined',
  submitted: 'completed',
} as const satisfies Record<DemoRequestStatus, string>;
