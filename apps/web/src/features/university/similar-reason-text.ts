import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SimilarControlWord, SimilarKindWord, SimilarReasonPart } from '@campuspath/contract/similar-reason';
import { REGION_LABELS } from '../../lib/data-terms.ts';
import { formatList } from '../../lib/format-list.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { formatPercent } from '../../lib/format-percent.ts';
import { formatCount } from '../../lib/format-size.ts';

/** Why a college is "similar", in the page's language, from the facts the API sends (`reasonParts`). */

const CONTROL_WORDS: Record<SimilarControlWord, MessageDescriptor> = {
  public: msg`public`,
  private: msg`private`,
  'for-profit': msg`for-profit`,
};

/** A private two-year college is an associate's college, never a community college. */
const KIND_WORDS: Record<SimilarKindWord, MessageDescriptor> = {
  'liberal-arts': msg`liberal arts`,
  research: msg`research`,
  'community-college': msg`community college`,
  'associates-college': msg`associate's college`,
};

function partText(i18n: I18n, part: SimilarReasonPart): string {
  switch (part.kind) {
    case 'also': {
      const kinds = formatList(part.kinds.map((kind) => i18n._(KIND_WORDS[kind])));
      if (!part.control) return i18n._(msg`Also ${kinds}`);
      const control = i18n._(CONTROL_WORDS[part.control]);
      return kinds ? i18n._(msg`Also ${control} ${kinds}`) : i18n._(msg`Also ${control}`);
    }
    case 'region': {
      const region = i18n._(REGION_LABELS[part.region]);
      return i18n._(msg`in the ${region}`);
    }
    case 'size': {
      const [other, base, within] = [formatCount(part.other), formatCount(part.base), formatPercent(25)];
      return i18n._(msg`similar size (${other} vs ${base} undergraduates, within ${within})`);
    }
    case 'admits': {
      const [other, base] = [formatPercent(part.other), formatPercent(part.base)];
      return i18n._(msg`admits ${other} (vs ${base})`);
    }
    case 'tuition': {
      const [other, base, within] = [formatMoney(part.other), formatMoney(part.base), formatPercent(15)];
      return part.inState
        ? i18n._(msg`similar in-state tuition (${other} vs ${base}, within ${within})`)
        : i18n._(msg`similar tuition (${other} vs ${base}, within ${within})`);
    }
  }
}

/** The reason as one short line, its parts joined by " · ". */
export function similarReasonText(i18n: I18n, parts: readonly SimilarReasonPart[]): string {
  if (!parts.length) return i18n._(msg`Closest overall match on region, type, size, selectivity and cost`);
  return parts.map((part) => partText(i18n, part)).join(' · ');
}
