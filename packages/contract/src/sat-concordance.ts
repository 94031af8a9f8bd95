/**
 * ACT composite -> SAT total, from the published concordance:
 * "Guide to the 2018 ACT®/SAT® Concordance", ACT, Inc. and the College Board (June 2018),
 * Table A1 "ACT Composite to SAT Total" (single-score concordance).
 * https://www.act.org/content/dam/act/unsecured/documents/ACT-SAT-Concordance-Information.pdf
 *
 * The table starts at ACT 9 (SAT 590); lower composites have no published equivalent, so they are
 * treated as 590, the table's floor. That keeps the conversion non-decreasing, which the chance
 * estimate relies on (a higher score never lowers a chance).
 */
const ACT_TO_SAT: Readonly<Record<number, number>> = {
  36: 1590,
  35: 1540,
  34: 1500,
  33: 1460,
  32: 1430,
  31: 1400,
  30: 1370,
  29: 1340,
  28: 1310,
  27: 1280,
  26: 1240,
  25: 1210,
  24: 1180,
  23: 1140,
  22: 1110,
  21: 1080,
  20: 1040,
  19: 1010,
  18: 970,
  17: 930,
  16: 890,
  15: 850,
  14: 800,
  13: 760,
  12: 710,
  11: 670,
  10: 630,
  9: 590,
};

export const ACT_CONCORDANCE_FLOOR = 9;

/** The SAT total concorded with an ACT composite (1-36; fractions round to the nearest whole score). */
export function actToSat(act: number): number {
  const composite = Math.min(36, Math.max(ACT_CONCORDANCE_FLOOR, Math.round(act)));
  return ACT_TO_SAT[composite]!;
}
