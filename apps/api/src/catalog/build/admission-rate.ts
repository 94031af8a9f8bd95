import { num, percentAsShare, share, type RawRow } from './raw-row.ts';
import { IPEDS_ADM_SOURCE, SOURCES, type LayeredRow } from './sources.ts';

/** More than this many points between the campus's own rate and the all-campus figure: show the campus's own. */
export const CAMPUS_RATE_GAP = 0.05;

interface Candidate {
  value: number;
  column: string;
  source: string;
  /** `campus`: this campus's own admits ÷ applicants; `all`: every campus sharing the federal aid ID (OPEID6). */
  scope: 'campus' | 'all';
}

const yearOf = (source: string) => SOURCES[source]?.year ?? '';

export interface AdmissionRate {
  rate: number | null;
  scope: 'campus' | 'all-campuses' | null;
  openAdmissions: boolean | null;
}

/**
 * The admission rate to show, and whether the college has open admissions.
 *
 * - Newest fall first, whatever the file: the 2023-24 year file (fall 2023), then IPEDS ADM2022's
 *   DVADM01 and the older extract's ADM_RATE_ALL (fall 2022), then its ADM_RATE (fall 2021). An older
 *   fall is read only when no newer one reports a rate, and the campus and all-campus figures are
 *   only ever compared within one fall.
 * - Within that fall, ADM_RATE_ALL covers every campus sharing one federal aid ID (OPEID6); ADM_RATE
 *   (or DVADM01) is the campus's own. Where they differ by more than 5 points the campus's own is
 *   shown; otherwise the all-campus figure, said to cover all campuses when the ID is shared.
 * - Open admissions (OPENADMP 1, newest year reporting it) has no percentage: the rate is left out
 *   when the flag is as new as the rate. A rate newer than the flag wins, and the old flag is dropped.
 */
export function admissionRate(row: LayeredRow, admissions: RawRow | undefined, opeidShared: boolean): AdmissionRate {
  const dvadm01 = percentAsShare(admissions, 'DVADM01');
  const candidates: Candidate[] = [
    ...row.values('ADM_RATE', share).map((found) => ({ ...found, scope: 'campus' as const })),
    ...row.values('ADM_RATE_ALL', share).map((found) => ({ ...found, scope: 'all' as const })),
    ...(dvadm01 !== null ? [{ value: dvadm01, column: 'DVADM01', source: IPEDS_ADM_SOURCE, scope: 'campus' as const }] : []),
  ];
  const newestYear = candidates
    .map((candidate) => yearOf(candidate.source))
    .sort()
    .at(-1);
  const inYear = candidates.filter((candidate) => yearOf(candidate.source) === newestYear);
  const campus = inYear.find((candidate) => candidate.scope === 'campus');
  const all = inYear.find((candidate) => candidate.scope === 'all');
  const chosen = campus && (!all || Math.abs(campus.value - all.value) > CAMPUS_RATE_GAP) ? campus : all;

  const flag = row.values('OPENADMP', num)[0];
  const open = flag?.value === 1 ? true : flag?.value === 2 ? false : null;
  if (chosen && open && yearOf(flag!.source) >= yearOf(chosen.source)) {
    row.record('openAdmissions', flag!.column, flag!.source);
    return { rate: null, scope: null, openAdmissions: true };
  }
  const openAdmissions = chosen && open ? null : open;
  if (flag && openAdmissions !== null) row.record('openAdmissions', flag.column, flag.source);
  if (!chosen) return { rate: null, scope: null, openAdmissions };
  row.record('admissions.admissionRate', chosen.column, chosen.source);
  const scope = chosen.scope === 'all' && opeidShared ? 'all-campuses' : 'campus';
  return { rate: chosen.value, scope, openAdmissions };
}
