import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ReadinessDetailKey } from '@campuspath/contract/dashboard-terms';
import type { ReadinessItem } from '@campuspath/contract/dashboard';

/**
 * The readiness checklist's words in the page's language: the API names each item (`id`) and its
 * detail (`detailKey`, with the figures in `values`) and keeps its English in `label` and `detail`,
 * which an item this list does not know still shows.
 */
const LABELS: Record<string, MessageDescriptor> = {
  profile: msg`Add a test score to see your chances`,
  list: msg`Build your college list`,
  'net-price': msg`Add your family income band for net prices`,
  applications: msg`Start your applications`,
  essays: msg`Start your essays`,
  recommendations: msg`Request recommendation letters`,
  transcript: msg`Upload your transcript`,
  tasks: msg`Plan your tasks`,
  submit: msg`Submit an application`,
};

export function readinessLabel(i18n: I18n, item: Pick<ReadinessItem, 'id' | 'label'>): string {
  const known = LABELS[item.id];
  return known ? i18n._(known) : item.label;
}

export function readinessDetail(i18n: I18n, item: Pick<ReadinessItem, 'detailKey' | 'detail' | 'values'>): string {
  const count = item.values.count ?? 0;
  const total = item.values.total ?? 0;
  const details: Record<ReadinessDetailKey, () => string> = {
    'profile-ready': () => i18n._(msg`Your chance shows on Explore, Saved, Compare and each university page.`),
    'profile-missing-gpa': () => i18n._(msg`Add an SAT or ACT score (and your GPA, if you have one) to see Reach, Target or Safety.`),
    'profile-missing-test': () => i18n._(msg`Add an SAT or ACT score to see Reach, Target or Safety.`),
    'list-saved': () => i18n._(msg`${plural(count, { one: '# university saved.', other: '# universities saved.' })}`),
    'list-empty': () => i18n._(msg`Save universities from Explore.`),
    'net-price-set': () => i18n._(msg`Net prices match your family income band.`),
    'net-price-empty': () => i18n._(msg`Optional; used only to estimate what you would pay.`),
    'applications-started': () => i18n._(msg`${plural(count, { one: '# application started.', other: '# applications started.' })}`),
    'applications-empty': () => i18n._(msg`Add a school, its round and deadline.`),
    'essays-started': () => i18n._(msg`${count} of ${plural(total, { one: '# essay under way.', other: '# essays under way.' })}`),
    'essays-empty': () => i18n._(msg`Add your personal statement and supplements.`),
    'recommendations-requested': () => i18n._(msg`${plural(count, { one: '# letter requested.', other: '# letters requested.' })}`),
    'recommendations-empty': () => i18n._(msg`Ask teachers and your counselor early.`),
    'transcript-uploaded': () => i18n._(msg`Transcript uploaded.`),
    'transcript-empty': () => i18n._(msg`Keep a copy with your documents.`),
    'tasks-planned': () => i18n._(msg`${plural(count, { one: '# task planned.', other: '# tasks planned.' })}`),
    'tasks-empty': () => i18n._(msg`Break the season into small steps.`),
    'submit-sent': () => i18n._(msg`${plural(count, { one: '# application sent.', other: '# applications sent.' })}`),
    'submit-empty': () => i18n._(msg`Mark applications as submitted when you send them.`),
  };
  return (details[item.detailKey] as (() => string) | undefined)?.() ?? item.detail;
}
