/**
 * National dates of the US admissions cycle, the same for every student of a graduation
 * year. "national" dates are fixed by an organisation (Common App, FAFSA, CSS Profile,
 * NACAC's National Candidates Reply Date); "typical" dates are the most common choices of
 * colleges and must be checked against each college. Sources: commonapp.org (opens August 1),
 * studentaid.gov (FAFSA opens October 1 for the next academic year; the federal deadline is
 * June 30 at the end of that academic year), cssprofile.collegeboard.org (opens October 1),
 * NACAC (May 1 National Candidates Reply Date).
 *
 * Every title is distinct (the list had two rows named "Early Decision / Early Action
 * deadline" and two "Regular Decision deadline"), and typical dates say so in their title.
 */
export type NationalDateKind = 'national' | 'typical';

export interface NationalDate {
  id: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  kind: NationalDateKind;
  category: 'applications' | 'financial-aid' | 'decisions';
  description: string;
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The cycle for students entering college in the fall of `entryYear` (their high school graduation year). */
export function nationalAdmissionsDates(entryYear: number): NationalDate[] {
  const senior = entryYear - 1;
  return [
    {
      id: 'common-app-opens',
      title: 'Common App opens',
      date: iso(senior, 8, 1),
      kind: 'national',
      category: 'applications',
      description: 'The Common Application opens for the new admissions cycle.',
    },
    {
      id: 'fafsa-opens',
      title: 'FAFSA opens',
      date: iso(senior, 10, 1),
      kind: 'national',
      category: 'financial-aid',
      description: `The FAFSA for the ${entryYear}-${String(entryYear + 1).slice(2)} academic year opens.`,
    },
    {
      id: 'css-profile-opens',
      title: 'CSS Profile opens',
      date: iso(senior, 10, 1),
      kind: 'national',
      category: 'financial-aid',
      description: 'The CSS Profile, required by many private colleges for institutional aid, opens.',
    },
    {
      id: 'early-deadline-nov-1',
      title: 'Early Decision I / Early Action – typical date',
      date: iso(senior, 11, 1),
      kind: 'typical',
      category: 'applications',
      description: 'A common Early Decision and Early Action deadline; check each college.',
    },
    {
      id: 'early-deadline-nov-15',
      title: 'Early Decision I / Early Action – later typical date',
      date: iso(senior, 11, 15),
      kind: 'typical',
      category: 'applications',
      description: 'The other common early deadline; check each college.',
    },
    {
      id: 'regular-deadline-jan-1',
      title: 'Regular Decision – typical date',
      date: iso(entryYear, 1, 1),
      kind: 'typical',
      category: 'applications',
      description: 'A common Regular Decision deadline; check each college.',
    },
    {
      id: 'regular-deadline-jan-15',
      title: 'Regular Decision – later typical date',
      date: iso(entryYear, 1, 15),
      kind: 'typical',
      category: 'applications',
      description: 'The other common Regular Decision deadline; check each college.',
    },
    {
      id: 'reply-date',
      title: 'National Candidates Reply Date',
      date: iso(entryYear, 5, 1),
      kind: 'national',
      category: 'decisions',
      description: 'The usual last day to accept an offer of admission and pay a deposit.',
    },
    {
      id: 'fafsa-federal-deadline',
      title: 'FAFSA federal deadline',
      date: iso(entryYear + 1, 6, 30),
      kind: 'national',
      category: 'financial-aid',
      description: `Last day to submit the ${entryYear}-${String(entryYear + 1).slice(2)} FAFSA; state and college deadlines are much earlier.`,
    },
  ];
}

/**
 * How a national or typical date that has gone by reads: "Opened" for the openings
 * (Common App, FAFSA, CSS Profile), "Passed" for the rest. Never "Done": a parent read "FAFSA
 * opens – Done" as "we filed the FAFSA"; only the student's own items can be done.
 */
export const passedLabel = (id: string): 'Opened' | 'Passed' => (id.endsWith('-opens') ? 'Opened' : 'Passed');

/** The entry year whose application season contains `today`: after the May 1 reply date, the next cycle. */
export function currentEntryYear(today: Date): number {
  const year = today.getFullYear();
  const afterReplyDate = today.getMonth() > 4 || (today.getMonth() === 4 && today.getDate() > 1);
  return afterReplyDate ? year + 1 : year;
}
