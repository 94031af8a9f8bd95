import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { admissionRateText } from '../../lib/admission-rate-text.ts';
import { TEST_POLICY_LABELS } from '../../lib/data-terms.ts';
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
 * figure that is not reported carries none. Labels and words are in the page's language (`i18n`).
 */
export function admissionsFacts(school: SchoolDetail, i18n: I18n): AdmissionsFact[] {
  const { admissions, figureYears: years } = school;
  const notReported = i18n._(msg`Not reported`);
  const fact = (label: string, value: string | null, field: string): AdmissionsFact =>
    value === null ? { label, value: notReported, year: null } : { label, value, year: years[field] ?? null };
  const share = (value: number | null) => (value === null ? null : formatFraction(value));
  const medians = admissions.medians;
  const { satReadingWriting, satMath } = medians;
  const satMedian =
    satReadingWriting !== null && satMath !== null ? i18n._(msg`${satReadingWriting} reading & writing · ${satMath} math`) : null;
  const satShare = formatFraction(admissions.satSubmittedShare, notReported);
  const actShare = formatFraction(admissions.actSubmittedShare, notReported);
  const submitted =
    admissions.satSubmittedShare === null && admissions.actSubmittedShare === null ? null : i18n._(msg`${satShare} SAT / ${actShare} ACT`);
  const acceptanceRate = i18n._(msg`Acceptance rate`);
  const policy = admissions.testPolicy ? i18n._(TEST_POLICY_LABELS[admissions.testPolicy]) : null;
  return [
    school.openAdmissions
      ? { label: acceptanceRate, value: admissionRateText(school), year: years.openAdmissions ?? null }
      : fact(acceptanceRate, school.acceptance_rate === null ? null : admissionRateText(school), 'admissions.admissionRate'),
    fact(i18n._(msg`SAT total, middle 50% (derived)`), range(admissions.sat.composite), 'admissions.sat.readingWriting.p25'),
    fact(i18n._(msg`SAT reading & writing, middle 50%`), range(admissions.sat.readingWriting), 'admissions.sat.readingWriting.p25'),
    fact(i18n._(msg`SAT math, middle 50%`), range(admissions.sat.math), 'admissions.sat.math.p25'),
    fact(i18n._(msg`ACT composite, middle 50%`), range(admissions.act), 'admissions.act.p25'),
    fact(i18n._(msg`SAT medians`), satMedian, 'admissions.medians.satMath'),
    fact(i18n._(msg`ACT composite median`), medians.act === null ? null : String(medians.act), 'admissions.medians.act'),
    fact(
      i18n._(msg`Enrolled students who submitted scores`),
      submitted,
      admissions.satSubmittedShare !== null ? 'admissions.satSubmittedShare' : 'admissions.actSubmittedShare',
    ),
    fact(i18n._(msg`Yield (admitted who enrolled)`), share(admissions.yield), 'admissions.yield'),
    fact(i18n._(msg`Applicants`), admissions.applicants === null ? null : formatCount(admissions.applicants), 'admissions.applicants'),
    fact(i18n._(msg`Admitted`), admissions.admitted === null ? null : formatCount(admissions.admitted), 'admissions.admitted'),
    fact(i18n._(msg`Test policy`), policy, 'admissions.testPolicy'),
  ];
}
