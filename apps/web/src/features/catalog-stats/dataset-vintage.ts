/**
 * Human words for the catalogue's dataset version, e.g.
 * "scorecard-2025-01-16+ipeds-hd2024+adm2022+build-1" ->
 * "College Scorecard (Jan 2025 release) and IPEDS". The version comes from GET /api/health,
 * so the page never states a vintage the server does not actually serve.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function scorecardRelease(version: string): string | null {
  const match = /scorecard-(\d{4})-(\d{2})-\d{2}/.exec(version);
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : null;
}

export function describeDataset(version: string): string {
  const release = scorecardRelease(version);
  const scorecard = release ? `College Scorecard (${release} release)` : 'College Scorecard';
  return /ipeds/i.test(version) ? `${scorecard} and IPEDS` : scorecard;
}
