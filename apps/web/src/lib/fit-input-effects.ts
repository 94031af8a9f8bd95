import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MissingInput } from '@campuspath/contract/recommendations';
import type { FitInput } from '@campuspath/contract/recommendations-terms';

/** What each input would change (the API's `effect`), in the page's language. */
const EFFECTS: Record<FitInput, MessageDescriptor> = {
  testScore: msg`An SAT or ACT score places you within each college's range: a chance estimate and a Reach, Target or Safety label need one.`,
  intendedMajors: msg`Intended majors favor colleges that award degrees in them.`,
  budget: msg`A yearly budget compares each college's price with what your family can pay.`,
  incomeBand: msg`Your family income band compares the average net price families like yours paid, instead of the sticker cost.`,
  regions: msg`Preferred regions or states favor colleges where you want to live.`,
  sizes: msg`Preferred sizes favor colleges of the size you want.`,
  settings: msg`Preferred settings (city, suburb, town, rural) favor campuses you would like.`,
};

/**
 * What a missing input would change, in the page's language (the recommendations' prompt, Check My
 * Eligibility); the API's English only for an input this build does not know.
 */
export function fitInputEffectText(i18n: I18n, item: MissingInput): string {
  const effect = EFFECTS[item.input] as MessageDescriptor | undefined;
  return effect ? i18n._(effect) : item.effect;
}
