import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MatchComponentId } from '@campuspath/contract/recommendations-terms';

/** A match's parts by id, in the page's language (the API's `label` is the contract's English). */
const MATCH_COMPONENT_NAMES: Record<MatchComponentId, MessageDescriptor> = {
  academics: msg`Academic fit`,
  majors: msg`Your majors`,
  cost: msg`Cost and budget`,
  location: msg`Location`,
  size: msg`Size`,
  setting: msg`Setting`,
  outcomes: msg`Outcomes`,
};

/** A match part's name: by its id, or the API's label for a part this build does not know. */
export function matchComponentName(i18n: I18n, component: { id: string; label: string }): string {
  const known = MATCH_COMPONENT_NAMES[component.id as MatchComponentId] as MessageDescriptor | undefined;
  return known ? i18n._(known) : component.label;
}
