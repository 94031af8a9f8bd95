import type { ApplicationListResponse } from '@campuspath/contract/applications';
import { APPLICATION_ROUND_LABELS, type ApplicationRound } from '@campuspath/contract/applications-terms';

/** One of the student's applications as a place a document is used. */
export interface ApplicationOption {
  id: string;
  label: string;
}

/** The applications list (GET /api/applications) as picker options, "School · Round", in alphabetical order. */
export function toApplicationOptions({ applications }: ApplicationListResponse): ApplicationOption[] {
  return applications
    .map((application) => {
      const round = APPLICATION_ROUND_LABELS[application.round as ApplicationRound] ?? application.round;
      return { id: application.id, label: `${application.school?.name ?? 'University no longer listed'} · ${round}` };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
