import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationListResponse } from '@campuspath/contract/applications';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { APPLICATION_ROUND_NAMES } from '../../lib/plan-terms.ts';

/** One of the student's applications as a place a document is used. */
export interface ApplicationOption {
  id: string;
  label: string;
}

/**
 * The applications list (GET /api/applications) as picker options, "School · Round" in the page's
 * language, in alphabetical order.
 */
export function toApplicationOptions(i18n: I18n, { applications }: ApplicationListResponse): ApplicationOption[] {
  return applications
    .map((application) => {
      const known = APPLICATION_ROUND_NAMES[application.round as ApplicationRound] as
        (typeof APPLICATION_ROUND_NAMES)[ApplicationRound] | undefined;
      const round = known ? i18n._(known) : application.round;
      const school = application.school?.name ?? i18n._(msg`University no longer listed`);
      return { id: application.id, label: `${school} · ${round}` };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
