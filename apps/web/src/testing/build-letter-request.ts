import type { LetterRequest } from '@campuspath/contract/letter-requests';

/** A letter request asked in the app, to Georgia Tech's Early Action, with `overrides` on top. */
export function buildLetterRequest(overrides: Partial<LetterRequest> = {}): LetterRequest {
  return {
    id: 'r1',
    letterId: 'l-r1',
    studentName: 'Maya Chen',
    teacherName: 'Mr. Okafor',
    teacherEmail: 'okafor@school.example.org',
    status: 'requested',
    note: '',
    waived: true,
    message: '',
    nearestDeadline: '2099-01-15',
    colleges: [
      {
        schoolId: 139755,
        schoolName: 'Georgia Institute of Technology-Main Campus',
        round: 'Early Action',
        deadline: '2099-01-15',
        submittedAt: null,
      },
    ],
    approval: null,
    teacherInvitation: { status: 'joined', sentAt: null, resendableFrom: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
