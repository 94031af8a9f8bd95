import { addDays, format } from 'date-fns';
import { demoDocuments, demoEssays, type DemoDocument, type DemoEssay } from './demo-writing.ts';

/**
 * A demo visitor's sample workspace: a senior with applications in several statuses, essays,
 * documents, letters, tasks and a GPA history. Every item reads "Sample: " wherever it appears
 * (calendar, timeline, bell, calendar feed; demo accounts get no email); application deadlines are
 * only their round's typical dates (contract/admissions-calendar.ts), with no decision dates.
 */
export interface DemoContent {
  profile: {
    gpa: number;
    weightedGpa: number;
    satTotal: number;
    satReading: number;
    satMath: number;
    termGpas: { term: string; gpa: number }[];
    courses: { name: string; kind: 'AP' | 'IB' | 'Honors' | 'Dual enrollment'; score: number | null }[];
    intendedMajors: string[];
    preferences: { regions: string[]; sizes: string[]; budget: number | null; settings: string[] };
    incomeBand: string;
  };
  savedSchoolIds: number[];
  applications: {
    key: string;
    schoolId: number;
    round: string;
    deadline: string;
    status: string;
    decisionDate: string | null;
    notes: string;
    checklist: { label: string; done: boolean }[];
  }[];
  essays: DemoEssay[];
  documents: DemoDocument[];
  letters: {
    name: string;
    title: string;
    email: string;
    status: string;
    dateRequested: string | null;
    dueDate: string | null;
    lastReminder: string | null;
    schoolIds: number[];
  }[];
  tasks: { title: string; dueDate: string | null; category: string; priority: string; completed: boolean }[];
}

// Catalogue ids (IPEDS UNITIDs) of well-known universities used as the demo student's list.
const GEORGIA_TECH = 139755;
const MICHIGAN = 170976;
const PURDUE = 243780;
const BOSTON_UNIVERSITY = 164988;
const UT_AUSTIN = 228778;
const UW_SEATTLE = 236948;
const MARYLAND = 163286;
const NC_STATE = 199193;
export const DEMO_SCHOOL_IDS = [GEORGIA_TECH, MICHIGAN, PURDUE, BOSTON_UNIVERSITY, UT_AUSTIN, UW_SEATTLE, MARYLAND, NC_STATE];

export const TYPICAL_DATE_NOTE =
  "Sample application. Its deadline is this round's typical date, not the college's own: check its admissions website.";

export function demoContent(today: Date, graduationYear: number): DemoContent {
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const senior = graduationYear - 1;
  return {
    profile: {
      gpa: 3.78,
      weightedGpa: 4.12,
      satTotal: 1410,
      satReading: 690,
      satMath: 720,
      termGpas: [
        { term: `Fall ${senior - 3}`, gpa: 3.52 },
        { term: `Spring ${senior - 2}`, gpa: 3.61 },
        { term: `Fall ${senior - 2}`, gpa: 3.7 },
        { term: `Spring ${senior - 1}`, gpa: 3.74 },
        { term: `Fall ${senior - 1}`, gpa: 3.82 },
        { term: `Spring ${senior}`, gpa: 3.88 },
        { term: `Fall ${senior}`, gpa: 3.91 },
      ],
      courses: [
        { name: 'AP Biology', kind: 'AP', score: 5 },
        { name: 'AP United States History', kind: 'AP', score: 4 },
        { name: 'AP Calculus AB', kind: 'AP', score: 4 },
        { name: 'AP Computer Science A', kind: 'AP', score: 5 },
        { name: 'AP English Language', kind: 'AP', score: null },
        { name: 'Honors Chemistry', kind: 'Honors', score: null },
      ],
      intendedMajors: ['11', '14'],
      preferences: {
        regions: ['South', 'Northeast', 'Midwest'],
        sizes: ['medium', 'large', 'very-large'],
        budget: 35_000,
        settings: ['city', 'suburb'],
      },
      incomeBand: '75-110k',
    },
    savedSchoolIds: DEMO_SCHOOL_IDS,
    applications: [
      {
        key: 'gt',
        schoolId: GEORGIA_TECH,
        round: 'early-action',
        deadline: `${senior}-11-01`,
        status: 'submitted',
        decisionDate: null,
        notes: TYPICAL_DATE_NOTE,
        checklist: [
          { label: 'Application form', done: true },
          { label: 'Personal essay', done: true },
          { label: 'Supplemental essays', done: true },
          { label: 'Transcript requested', done: true },
          { label: 'Test scores sent', done: true },
        ],
      },
      {
        key: 'purdue',
        schoolId: PURDUE,
        round: 'early-action',
        deadline: `${senior}-11-01`,
        status: 'accepted',
        decisionDate: null,
        notes: TYPICAL_DATE_NOTE,
        checklist: [
          { label: 'Application form', done: true },
          { label: 'Personal essay', done: true },
          { label: 'Transcript requested', done: true },
        ],
      },
      {
        key: 'michigan',
        schoolId: MICHIGAN,
        round: 'regular-decision',
        deadline: `${graduationYear}-01-15`,
        status: 'in-progress',
        decisionDate: null,
        notes: `${TYPICAL_DATE_NOTE} Community essay still in review.`,
        checklist: [
          { label: 'Application form', done: true },
          { label: 'Personal essay', done: true },
          { label: 'Supplemental essays', done: false },
          { label: 'Transcript requested', done: true },
          { label: 'Recommendation letters', done: false },
          { label: 'Application fee or waiver', done: false },
        ],
      },
      {
        key: 'bu',
        schoolId: BOSTON_UNIVERSITY,
        round: 'regular-decision',
        deadline: `${graduationYear}-01-01`,
        status: 'drafting',
        decisionDate: null,
        notes: TYPICAL_DATE_NOTE,
        checklist: [
          { label: 'Application form', done: false },
          { label: 'Personal essay', done: true },
          { label: 'Supplemental essays', done: false },
          { label: 'Transcript requested', done: false },
        ],
      },
      {
        key: 'uw',
        schoolId: UW_SEATTLE,
        round: 'regular-decision',
        deadline: `${graduationYear}-01-15`,
        status: 'waitlisted',
        decisionDate: null,
        notes: `${TYPICAL_DATE_NOTE} It shows the waitlisted state.`,
        checklist: [
          { label: 'Application form', done: true },
          { label: 'Personal essay', done: true },
        ],
      },
    ],
    essays: demoEssays(day, graduationYear),
    documents: demoDocuments(),
    letters: [
      {
        name: 'Ms. Priya Patel',
        title: 'AP Biology teacher',
        email: 'p.patel@school.example',
        status: 'completed',
        dateRequested: day(-40),
        dueDate: day(-20),
        lastReminder: null,
        schoolIds: [GEORGIA_TECH, PURDUE],
      },
      {
        name: 'Mr. Daniel Okafor',
        title: 'School counselor',
        email: 'd.okafor@school.example',
        status: 'in-progress',
        dateRequested: day(-21),
        dueDate: day(7),
        lastReminder: day(-4),
        schoolIds: [MICHIGAN, BOSTON_UNIVERSITY],
      },
      {
        name: 'Dr. Helen Kim',
        title: 'AP Calculus teacher',
        email: 'h.kim@school.example',
        status: 'requested',
        dateRequested: day(-12),
        dueDate: day(-1),
        lastReminder: null,
        schoolIds: [MICHIGAN],
      },
      {
        name: 'Coach Ramirez',
        title: 'Robotics team advisor',
        email: 'ramirez@school.example',
        status: 'not-requested',
        dateRequested: null,
        dueDate: `${graduationYear}-01-01`,
        lastReminder: null,
        schoolIds: [BOSTON_UNIVERSITY],
      },
    ],
    tasks: [
      { title: 'Send SAT scores', dueDate: day(-6), category: 'testing', priority: 'high', completed: true },
      { title: 'Ask counselor for the school report', dueDate: day(-2), category: 'recommendation', priority: 'high', completed: false },
      { title: 'Finish the Common App activities list', dueDate: day(3), category: 'application', priority: 'high', completed: false },
      { title: 'Submit the CSS Profile', dueDate: day(9), category: 'financial-aid', priority: 'medium', completed: false },
      { title: 'Revise the community essay', dueDate: day(6), category: 'essay', priority: 'medium', completed: false },
      { title: 'Compare engineering programs on the saved list', dueDate: day(20), category: 'other', priority: 'low', completed: false },
      { title: 'Submit the FAFSA', dueDate: day(25), category: 'financial-aid', priority: 'high', completed: false },
    ],
  };
}
