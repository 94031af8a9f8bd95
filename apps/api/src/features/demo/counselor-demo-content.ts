import type { I18n } from '@lingui/core';
import { addDays, format } from 'date-fns';
import { nationalAdmissionsDates } from '@campuspath/contract/admissions-calendar';
import type { ShareScope } from '@campuspath/contract/sharing-terms';
import { DEMO_SECOND_TEACHER, sampleName, type DemoLetterRequest } from './counselor-demo-class.ts';

/**
 * The counselor demo: a sample high school and seven sample students who joined it. Six share,
 * with plans that differ (a balanced list well under way, a reach-heavy list with something
 * overdue, a student who has not started, one who is done, one sharing only their colleges, one
 * whose early deadline has gone by while still in progress), so the caseload's columns, filters and
 * sorts all have something to show; the seventh joined and shares nothing yet. All but one are on
 * the class roster (counselor-demo-class.ts); that one joined with the code. Some asked the sample
 * teacher for letters, answered in every way a teacher can. Names, the school and
 * tasks are made up and labelled as samples; tasks are dated relative to today. Colleges are real
 * catalogue entries (IPEDS UNITIDs), so an application's deadline is only its round's typical date
 * (contract/admissions-calendar.ts), never one claimed for that college, and there are no decision dates.
 * What the sample school and students "typed" (names' "(sample)", tasks, notes, replies) is written
 * in the language the demo was started in (`i18n`).
 */
export const demoHighSchool = (i18n: I18n) => ({ name: i18n._('Sample High School (demo)'), city: 'Springfield', state: 'IL' }) as const;
export const DEMO_COUNSELOR_NAME = 'Ms. Dana Rivera';

const STANFORD = 243744;
const BERKELEY = 110635;
const MIT = 166683;
const COLUMBIA = 190150;
const MICHIGAN = 170976;
const GEORGIA_TECH = 139755;
const ILLINOIS = 145637;
const WISCONSIN = 240444;
const INDIANA = 151351;
const PURDUE = 243780;
const OHIO_STATE = 204796;
const ARIZONA_STATE = 104151;
const PENN_STATE = 214777;
const FLORIDA = 134130;

/**
 * The colleges the demo's generated, labelled sample admission history gives many
 * applicants, so their scattergrams are full: the Midwest flagships the sample students look at,
 * and Georgia Tech. The rest of the sample spreads over other large colleges.
 */
export const DEMO_HISTORY_ANCHORS = [ILLINOIS, MICHIGAN, PURDUE, WISCONSIN, INDIANA, GEORGIA_TECH] as const;

export interface DemoStudent {
  name: string;
  /** The start of the student's sample address (counselor-demo-class.ts). */
  slug: string;
  /** On the class roster, or joined with the code only. */
  rostered: boolean;
  profile: { gpa: number; satTotal: number | null; incomeBand: string };
  savedSchoolIds: number[];
  applications: { schoolId: number; round: string; deadline: string; status: string }[];
  tasks: { title: string; dueDate: string; category: string; priority: string; completed: boolean }[];
  /** What the student shares with the school's counselors (the counselors' defaults unless said); null: nothing yet. */
  scopes: readonly ShareScope[] | null;
  letterRequests: DemoLetterRequest[];
}

const COUNSELOR_DEFAULTS: readonly ShareScope[] = ['colleges', 'profile', 'tasks', 'letters'];

export function counselorDemoStudents(i18n: I18n, today: Date, graduationYear: number): DemoStudent[] {
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const typical = Object.fromEntries(nationalAdmissionsDates(graduationYear).map((entry) => [entry.id, entry.date]));
  const earlyDate = typical['early-deadline-nov-1']!;
  const laterEarlyDate = typical['early-deadline-nov-15']!;
  const regularDate = typical['regular-deadline-jan-1']!;
  const laterRegularDate = typical['regular-deadline-jan-15']!;
  return [
    {
      name: sampleName(i18n, 'Jordan Lee'),
      slug: 'jordan.lee',
      rostered: true,
      profile: { gpa: 3.7, satTotal: 1380, incomeBand: '75-110k' },
      savedSchoolIds: [MICHIGAN, ILLINOIS, WISCONSIN, INDIANA, PURDUE],
      applications: [
        { schoolId: PURDUE, round: 'early-action', deadline: earlyDate, status: 'submitted' },
        { schoolId: ILLINOIS, round: 'regular-decision', deadline: regularDate, status: 'in-progress' },
        { schoolId: MICHIGAN, round: 'regular-decision', deadline: laterRegularDate, status: 'drafting' },
      ],
      tasks: [
        { title: i18n._('Ask for the school report'), dueDate: day(4), category: 'recommendation', priority: 'high', completed: false },
      ],
      scopes: COUNSELOR_DEFAULTS,
      letterRequests: [
        {
          schoolIds: [PURDUE],
          askedDaysAgo: 40,
          status: 'submitted',
          note: i18n._('Sample note: you taught me AP Chemistry junior year.'),
          waived: true,
          message: i18n._('Glad to. Sample reply.'),
          submittedSchoolIds: [PURDUE],
        },
        {
          schoolIds: [ILLINOIS, MICHIGAN],
          askedDaysAgo: 12,
          status: 'accepted',
          note: i18n._('Sample note: the same letter for my regular-decision colleges, please.'),
          waived: true,
          message: i18n._('Happy to write it again. Sample reply.'),
          submittedSchoolIds: [],
        },
      ],
    },
    {
      name: sampleName(i18n, 'Priya Shah'),
      slug: 'priya.shah',
      rostered: true,
      profile: { gpa: 3.9, satTotal: 1450, incomeBand: '110k-plus' },
      savedSchoolIds: [STANFORD, MIT, COLUMBIA, BERKELEY],
      applications: [
        { schoolId: STANFORD, round: 'regular-decision', deadline: regularDate, status: 'drafting' },
        { schoolId: MIT, round: 'regular-decision', deadline: regularDate, status: 'drafting' },
      ],
      tasks: [{ title: i18n._('Send SAT scores'), dueDate: day(-3), category: 'testing', priority: 'high', completed: false }],
      scopes: COUNSELOR_DEFAULTS,
      letterRequests: [
        {
          schoolIds: [STANFORD, MIT],
          askedDaysAgo: 3,
          status: 'requested',
          note: i18n._('Sample note: my research project in your physics class is the heart of my application.'),
          waived: true,
          message: '',
          submittedSchoolIds: [],
        },
      ],
    },
    {
      name: sampleName(i18n, 'Marcus Johnson'),
      slug: 'marcus.johnson',
      // Joined with the school's code; the counselor has not put him on the roster.
      rostered: false,
      profile: { gpa: 3.1, satTotal: null, incomeBand: '30-48k' },
      savedSchoolIds: [OHIO_STATE, ARIZONA_STATE],
      applications: [],
      tasks: [
        { title: i18n._('Register for the SAT'), dueDate: day(-6), category: 'testing', priority: 'high', completed: false },
        {
          title: i18n._('Meet with the counselor about the list'),
          dueDate: day(2),
          category: 'other',
          priority: 'medium',
          completed: false,
        },
      ],
      scopes: COUNSELOR_DEFAULTS,
      letterRequests: [],
    },
    {
      name: sampleName(i18n, 'Sofia Garcia'),
      slug: 'sofia.garcia',
      rostered: true,
      profile: { gpa: 3.8, satTotal: 1340, incomeBand: '48-75k' },
      savedSchoolIds: [FLORIDA, GEORGIA_TECH, PENN_STATE],
      applications: [
        { schoolId: FLORIDA, round: 'early-action', deadline: earlyDate, status: 'accepted' },
        { schoolId: PENN_STATE, round: 'early-action', deadline: laterEarlyDate, status: 'submitted' },
      ],
      tasks: [{ title: i18n._('Submit the FAFSA'), dueDate: day(-10), category: 'financial-aid', priority: 'high', completed: true }],
      scopes: COUNSELOR_DEFAULTS,
      letterRequests: [
        {
          schoolIds: [FLORIDA, PENN_STATE],
          askedDaysAgo: 45,
          status: 'submitted',
          note: i18n._('Sample note: for my early applications.'),
          waived: false,
          message: i18n._('Sample reply: both sent.'),
          submittedSchoolIds: [FLORIDA, PENN_STATE],
        },
      ],
    },
    {
      name: sampleName(i18n, 'Ethan Nguyen'),
      slug: 'ethan.nguyen',
      rostered: true,
      profile: { gpa: 3.5, satTotal: 1290, incomeBand: '0-30k' },
      savedSchoolIds: [ARIZONA_STATE, INDIANA, WISCONSIN],
      applications: [
        { schoolId: ARIZONA_STATE, round: 'regular-decision', deadline: regularDate, status: 'in-progress' },
        { schoolId: INDIANA, round: 'regular-decision', deadline: laterRegularDate, status: 'drafting' },
      ],
      tasks: [
        { title: i18n._('Finish the activities list'), dueDate: day(1), category: 'application', priority: 'medium', completed: false },
      ],
      // Shares only saved colleges and applications: the caseload shows what that allows and no more.
      scopes: ['colleges'],
      // Asked, but does not share letters: the caseload says "Not shared" for him, not a count.
      letterRequests: [
        {
          schoolIds: [ARIZONA_STATE],
          askedDaysAgo: 5,
          status: 'requested',
          note: i18n._('Sample note: for my first application.'),
          waived: true,
          message: '',
          submittedSchoolIds: [],
        },
      ],
    },
    {
      name: sampleName(i18n, 'Ava Thompson'),
      slug: 'ava.thompson',
      rostered: true,
      profile: { gpa: 3.4, satTotal: 1220, incomeBand: '75-110k' },
      savedSchoolIds: [PENN_STATE, OHIO_STATE, MICHIGAN, BERKELEY, FLORIDA, ILLINOIS],
      applications: [
        { schoolId: OHIO_STATE, round: 'early-action', deadline: earlyDate, status: 'in-progress' },
        { schoolId: BERKELEY, round: 'regular-decision', deadline: regularDate, status: 'waitlisted' },
      ],
      tasks: [{ title: i18n._('Write the Ohio State essay'), dueDate: day(-4), category: 'essay', priority: 'high', completed: false }],
      scopes: COUNSELOR_DEFAULTS,
      letterRequests: [
        {
          schoolIds: [BERKELEY],
          askedDaysAgo: 20,
          status: 'declined',
          note: i18n._('Sample note: for Berkeley.'),
          waived: true,
          message: i18n._('Sample reply: I am writing too many letters this fall to do yours justice; please ask another teacher.'),
          submittedSchoolIds: [],
        },
        {
          // Asked another teacher after the decline: the sample school approves requests, so it waits for the counselor.
          schoolIds: [BERKELEY],
          askedDaysAgo: 2,
          status: 'awaiting',
          teacher: DEMO_SECOND_TEACHER,
          note: i18n._('Sample note: Mr. Okafor could not write for Berkeley; you know my lab work best.'),
          waived: true,
          message: '',
          submittedSchoolIds: [],
        },
        {
          schoolIds: [OHIO_STATE],
          askedDaysAgo: 25,
          status: 'accepted',
          note: i18n._('Sample note: for my early application.'),
          waived: true,
          message: i18n._('Yes. Sample reply.'),
          submittedSchoolIds: [],
        },
      ],
    },
    {
      name: sampleName(i18n, 'Noah Williams'),
      slug: 'noah.williams',
      rostered: true,
      profile: { gpa: 3.3, satTotal: null, incomeBand: '48-75k' },
      savedSchoolIds: [ILLINOIS, PURDUE],
      applications: [],
      tasks: [],
      // Joined from the roster's invitation and has not chosen to share yet: the counselor sees
      // his name and class year on the roster, nothing of his plan, and he is not in the caseload.
      scopes: null,
      letterRequests: [],
    },
  ];
}
