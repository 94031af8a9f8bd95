import { useSearchParams } from 'react-router';
import { useHighSchools } from './api/get-high-schools.ts';

/**
 * The high school a counselor's page is about (the caseload, admission history, checked
 * deadlines): `?school=` among the schools they counsel, the first by default. `school` is
 * undefined until the list arrives, or when they counsel none (or `?school=` names another).
 */
export function useCounselorSchool() {
  const [searchParams] = useSearchParams();
  const schools = useHighSchools();
  const mine = schools.data?.highSchools.filter((candidate) => candidate.membership === 'counselor') ?? [];
  const schoolId = searchParams.get('school') ?? mine[0]?.id ?? '';
  const school = mine.find((candidate) => candidate.id === schoolId);
  return { schools, mine, schoolId, school };
}
