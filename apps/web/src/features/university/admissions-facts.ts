import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import { admissionRateText } from '../../lib/admission-rate-text.ts';
import { formatFraction } from '../../lib/format-percent.ts';
import { formatCount } from '../../lib/format-size.ts';

/** One figure of the Admissions tab: what it is, its value, and its own year (none when not reported). */
export interface AdmissionsFact {
  label: string;
  value: string;
  year: string | null;
}

const range = (r: { p25: number | null; p75: number | null }) => (r.p25 !== null && r.p75 !== null ? `${r.p25}–${r.p75}` : null);

/**
 * The Admissions tab's figures. They come from different falls (the 2023-24 file's rates, test
 * ranges and policy; IPEDS ADM2022's counts, yield and medians): each carries its own year, and a
 * figure that is not reported carries none.
 */
export function admissionsFacts(school: SchoolDetail): AdmissionsFact[] {
  const { admissions, figureYears: years } = school;
  const fact = (label: string, value: string | null, field: string): AdmissionsFact =>
    value === null ? { label, value: 'Not reported', year: null } : { label, value, year: years[field] ?? null };
  const share = (value: number | null) => (value === null ? null : formatFraction(value));
  const medians = admissions.medians;
  const satMedian =
    medians.satReadingWriting !== null && medians.satMath !== null
      ? `${medians.satReadingWriting} reading & writing · ${medians.satMath} math`
      : null;
  const submitted =
    admissions.satSubmittedShare === null && admissions.actSubmittedShare === null
      ? null
      : `${formatFraction(admissions.satSubmittedShare)} SAT / ${formatFraction(admissions.actSubmittedShare)} ACT`;
  const policy = TEST_POLICIES.find((p) => p.id === admissions.testPolicy)?.label ?? null;
  return [
    school.openAdmissions
      ? { label: 'Acceptance rate', value: admissionRateText(school), year: years.openAdmissions ?? null }
      : fact('Acceptance rate', school.acceptance_rate === null ? null : admissionRateText(school), 'admissions.admissionRate'),
    fact('SAT total, middle 50% (derived)', range(admissions.sat.composite), 'admissions.sat.readingWriting.p25'),
    fact('SAT reading & writing, middle 50%', range(admissions.sat.readingWriting), 'admissions.sat.readingWriting.p25'),
    fact('SAT math, middle 50%', range(admissions.sat.math), 'admissions.sat.math.p25'),
    fact('ACT composite, middle 50%', range(admissions.act), 'admissions.act.p25'),
    fact('SAT medians', satMedian, 'admissions.medians.satMath'),
    fact('ACT composite median', medians.act === null ? null : String(medians.act), 'admissions.medians.act'),
    fact(
      'Enrolled students who submitted scores',
      submitted,
      admissions.satSubmittedShare !== null ? 'admissions.satSubmittedShare' : 'admissions.actSubmittedShare',
    ),
    fact('Yield (admitted who enrolled)', share(admissions.yield), 'admissions.yield'),
    fact('Applicants', admissions.applicants === null ? null : formatCount(admissions.applicants), 'admissions.applicants'),
    fact('Admitted', admissions.admitted === null ? null : formatCount(admissions.admitted), 'admissions.admitted'),
    fact('Test policy', policy, 'admissions.testPolicy'),
  ];
}
