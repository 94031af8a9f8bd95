import type { I18n } from '@lingui/core';
import { addDays, format } from 'date-fns';
import { demoDocuments, demoEssays, type DemoDocument, type DemoEssay } from './demo-writing.ts';

/**
 * A demo visitor's sample workspace: a senior with applications in several statuses, essays,
 * documents, letters, tasks and a GPA history. Every item reads "Sample: " wherever it appears
 * (calendar, timeline, bell, calendar feed; demo accounts get no email); application deadlines are
 * only their round's typical dates (contract/admissions-calendar.ts), with no decision dates.
 * What the sample student "typed" (tasks, notes, titles, terms) is written in the language the demo
 * was started in (`i18n`, the API's catalogue), as a student using that page would have typed it;
 * the essays stay in English, as written for US colleges, and the checklist keeps its default steps,
 * which the pages name in their own language.
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

/** Every sample application's note: its deadline is the round's typical date, not the college's. */
export const typicalDateNote = (i18n: I18n) =>
  i18n._("Sample application. Its deadline is this round's typical date, not the college's own: check its admissions website.");

export function demoContent(i18n: I18n, today: Date, graduationYear: number): DemoContent {
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
  const senior = graduationYear - 1;
  // A term as the student would name it on their page ("Fall 2023", "Otoño 2023").
  const fall = (year: number) => i18n._('Fall {year}', { year: String(year) });
  const spring = (year: number) => i18n._('Spring {year}', { year: String(year) });
  const note = typicalDateNote(i18n);
  return {
    profile: {
      gpa: 3.78,
      weightedGpa: 4.12,
      satTotal: 1410,
      satReading: 690,
      satMath: 720,
      termGpas: [
        { term: fall(senior - 3), gpa: 3.52 },
        { term: spring(senior - 2), gpa: 3.61 },
        { term: fall(senior - 2), gpa: 3.7 },
        { term: spring(senior - 1), gpa: 3.74 },
        { term: fall(senior - 1), gpa: 3.82 },
        { term: spring(senior), gpa: 3.88 },
        { term: fall(senior), gpa: 3.91 },
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
        notes: note,
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
        notes: note,
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
        notes: `${note} ${i18n._('Community essay still in review.')}`,
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
        notes: note,
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
        notes: `${note} ${i18n._('It shows the waitlisted state.')}`,
        checklist: [
          { label: 'Application form', done: true },
          { label: 'Personal essay', done: true },
        ],
      },
    ],
    essays: demoEssays(i18n, day, graduationYear),
    documents: demoDocuments(i18n),
    letters: [
      {
        name: 'Ms. Priya Patel',
        title: i18n._('AP Biology teacher'),
        email: 'p.patel@school.example',
        status: 'completed',
        dateRequested: day(-40),
        dueDate: day(-20),
        lastReminder: null,
        schoolIds: [GEORGIA_TECH, PURDUE],
      },
      {
        name: 'Mr. Daniel Okafor',
        title: i18n._('School counselor'),
        email: 'd.okafor@school.example',
        status: 'in-progress',
        dateRequested: day(-21),
        dueDate: day(7),
        lastReminder: day(-4),
        schoolIds: [MICHIGAN, BOSTON_UNIVERSITY],
      },
      {
        name: 'Dr. Helen Kim',
        title: i18n._('AP Calculus teacher'),
        email: 'h.kim@school.example',
        status: 'requested',
        dateRequested: day(-12),
        dueDate: day(-1),
        lastReminder: null,
        schoolIds: [MICHIGAN],
      },
      {
        name: 'Coach Ramirez',
        title: i18n._('Robotics team advisor'),
        email: 'ramirez@school.example',
        status: 'not-requested',
        dateRequested: null,
        dueDate: `${graduationYear}-01-01`,
        lastReminder: null,
        schoolIds: [BOSTON_UNIVERSITY],
      },
    ],
    tasks: [
      { title: i18n._('Send SAT scores'), dueDate: day(-6), category: 'testing', priority: 'high', completed: true },
      {
        title: i18n._('Ask counselor for the school report'),
        dueDate: day(-2),
        category: 'recommendation',
        priority: 'high',
        completed: false,
      },
      {
        title: i18n._('Finish the Common App activities list'),
        dueDate: day(3),
        category: 'application',
        priority: 'high',
        completed: false,
      },
      { title: i18n._('Submit the CSS Profile'), dueDate: day(9), category: 'financial-aid', priority: 'medium', completed: false },
      { title: i18n._('Revise the community essay'), dueDate: day(6), category: 'essay', priority: 'medium', completed: false },
      {
        title: i18n._('Compare engineering programs on the saved list'),
        dueDate: day(20),
        category: 'other',
        priority: 'low',
        completed: false,
      },
      { title: i18n._('Submit the FAFSA'), dueDate: day(25), category: 'financial-aid', priority: 'high', completed: false },
    ],
  };
}
