import { paths } from '../../config/paths.ts';

/** The header navigation: the same whether or not the student is signed in (spec section 2, "Layout"). */
export const NAV_ITEMS = [
  { label: 'Explore', href: paths.explore.getHref() },
  { label: 'My Dashboard', href: paths.dashboard.getHref() },
  { label: 'Applications', href: paths.applications.getHref() },
] as const;

/** Who is signed in, as far as the header cares. `null`/absent means signed out. */
export type HeaderUser = { name: string | null };
