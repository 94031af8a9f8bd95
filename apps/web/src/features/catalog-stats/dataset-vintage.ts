/**
 * Human words for the catalogue's dataset version, e.g.
 * "scorecard-2023-24.scorecard-2025-01-16.ipeds-hd2024.adm2022.<hash>" ->
 * "College Scorecard 2023-24 year file and IPEDS": the first-choice source is the year file,
 * not the January 2025 release (which fills in figures a college did not report for 2023-24).
 * The version comes from GET /api/health, so the page never states a vintage the server does not serve.
 */
export function scorecardYear(version: string): string | null {
  const match = /(?:^|[.+])scorecard-(\d{4})-(\d{2})(?=[.+]|$)/.exec(version);
  if (!match) return null;
  const start = Number(match[1]);
  // A release date ("scorecard-2025-01-16") is not a year file: its second part is a month, never start + 1.
  return Number(match[2]) === (start + 1) % 100 ? `${match[1]}-${match[2]}` : null;
}

export function describeDataset(version: string): string {
  const year = scorecardYear(version);
  const scorecard = year ? `College Scorecard ${year} year file` : 'College Scorecard';
  return /ipeds/i.test(version) ? `${scorecard} and IPEDS` : scorecard;
}
