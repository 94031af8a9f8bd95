import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE } from '@campuspath/contract/deadline-time';
import type { LetterAskRules } from '@campuspath/contract/letter-approvals';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuseField } from '../../lib/errors.ts';
import { findLetterSettings, findStudentSchool } from '../high-schools/high-schools.store.ts';
import { timeZoneForState } from '../applications/state-time-zones.ts';

/**
 * A school's letter rules as they reach one of its students (docs/schools.md, "Letter rules and
 * approval"): from which day they may ask teachers, and whether a counselor approves each request
 * first. They apply to students who belong to the school (joined it), never to anyone else.
 */
interface RulesDeps {
  db: Kysely<Database>;
  now: Clock;
}

export type StudentAskRules = LetterAskRules & { schoolId: string | null };

/**
 * Today at the school: the first day for letters is the school's rule, so it starts at midnight
 * where the school is (its state's zone), the same for every student, whatever zone a student
 * saved. A state without a known zone falls back to the app's default zone.
 */
function todayAtSchool(deps: RulesDeps, state: string): string {
  const zone = timeZoneForState(state) ?? DEFAULT_TIME_ZONE;
  return format(new TZDate(deps.now().getTime(), zone), 'yyyy-MM-dd');
}

export async function askRulesOf(deps: RulesDeps, studentId: string): Promise<StudentAskRules> {
  const school = await findStudentSchool(deps.db, studentId);
  const settings = school ? await findLetterSettings(deps.db, school.id) : undefined;
  if (!school || !settings) return { schoolId: null, schoolName: null, askFrom: null, approvalRequired: false, open: true };
  const askFrom = settings.letters_ask_from;
  return {
    schoolId: school.id,
    schoolName: school.name,
    askFrom,
    approvalRequired: Boolean(settings.letters_need_approval),
    open: askFrom === null || todayAtSchool(deps, school.state) >= askFrom,
  };
}

/** The rules, or 400 naming `askFrom` before the school's first day for letters. */
export async function requireAskOpen(deps: RulesDeps, studentId: string): Promise<StudentAskRules> {
  const rules = await askRulesOf(deps, studentId);
  if (!rules.open) {
    const day = format(new TZDate(Date.parse(`${rules.askFrom}T12:00:00Z`), 'UTC'), 'MMMM d, yyyy');
    throw refuseField('askFrom', `${rules.schoolName} opens letter requests on ${day}. You can ask your teacher from then.`, {
      code: 'letters_not_open',
    });
  }
  return rules;
}
