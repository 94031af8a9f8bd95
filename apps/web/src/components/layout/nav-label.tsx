import { useLingui } from '@lingui/react';
import type { NavItem } from './nav-items.ts';

/** A menu item's label in the page's language (the item lists are module constants, their labels messages). */
export function NavLabel({ label }: { label: NavItem['label'] }) {
  const { i18n } = useLingui();
  return typeof label === 'string' ? label : i18n._(label);
}
