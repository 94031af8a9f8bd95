import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';

/** A link of a menu: its label a message, read in the page's language where it is shown. */
export type NavItem = { label: MessageDescriptor | string; href: string };

/** The header navigation everyone sees (Explore and Compare). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg`Explore`, href: paths.explore.getHref() },
  { label: msg`Compare`, href: paths.compare.getHref() },
];

/** Who is signed in, as far as the header cares. `null`/absent means signed out; no role is a student. */
export type HeaderUser = { name: string | null; role?: AccountRole };
