import type { Application } from '@campuspath/contract/applications';

/** An application as `GET /api/applications/{id}` describes it (Georgia Tech, submitted), with overrides. */
export function buildApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    schoolId: 139755,
    school: {
      id: 139755,
      name: 'Georgia Institute of Technology-Main Campus',
      slug: 'georgia-institute-of-technology-main-campus',
      city: 'Atlanta',
      state: 'GA',
    },
    round: 'regular-decision',
    status: 'submitted',
    deadline: null,
    timeZone: 'America/New_York',
    decisionDate: null,
    notes: '',
    portalUrl: null,
    checklist: [],
    progress: 0,
    missingItems: [],
    decidedOn: null,
    replyDeadline: null,
    replyDeadlineSource: null,
    replyDeadlineBy: null,
    depositPaid: false,
    attending: false,
    waitlistReplyDate: null,
    linkedEssays: 0,
    linkedDocuments: 0,
    createdAt: '2026-09-01T12:00:00.000Z',
    updatedAt: '2026-09-01T12:00:00.000Z',
    ...overrides,
  };
}
