import { paths } from '../../config/paths.ts';

/** The header navigation everyone sees (issue 21: Explore and Compare). */
export const NAV_ITEMS = [
  { label: 'Explore', href: paths.explore.getHref() },
  { label: 'Compare', href: paths.compare.getHref() },
] as const;

/** Added after those for a signed-in student (issue 21). */
export const WORKSPACE_NAV_ITEMS = [
  { label: 'My Dashboard', href: paths.dashboard.getHref() },
  { label: 'Applications', href: paths.applications.getHref() },
  { label: 'Recommendations', href: paths.recommendations.getHref() },
  { label: 'Timeline', href: paths.timeline.getHref() },
] as const;

/** Who is signed in, as far as the header cares. `null`/absent means signed out. */
export type HeaderUser = { name: string | null };
