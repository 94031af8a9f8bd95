import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';

/** The header navigation everyone sees (Explore and Compare). */
export const NAV_ITEMS = [
  { label: 'Explore', href: paths.explore.getHref() },
  { label: 'Compare', href: paths.compare.getHref() },
] as const;

/** Who is signed in, as far as the header cares. `null`/absent means signed out; no role is a student. */
export type HeaderUser = { name: string | null; role?: AccountRole };
