import type { ShareScope } from '@campuspath/contract/sharing-terms';
import type { Policy } from './route-policy.ts';

const SCOPE_WORDS: Record<ShareScope, string> = {
  colleges: 'saved colleges and applications',
  profile: 'the academic profile',
  costs: 'costs and income band',
  tasks: 'tasks',
  essays: 'essays',
  documents: 'documents',
  letters: 'letters',
};

/**
 * Kinds:
 * - public: no session needed; it names nobody's rows (catalogue, auth, health, docs, web pages,
 *   links whose token is the authority).
 * - own: the caller's own rows only. With A's ids: A reads them (200), everyone else gets 404,
 *   signed out 401. Without ids, reads answer each caller their own (200).
 * - role: an act on the caller's own account that one role may take: that role gets `answer`
 *   (the matrix sends a placeholder body, so a code or link is refused as invalid: 400), other
 *   roles 403.
 * - viewer: a student's data read by a viewer: A's parent and the counselor of A's school while
 *   A shares with it get 200 when the scope is on by default for them; everyone else 404.
 * - member: a high school, read by its counselors and students (A), 404 to everyone else.
 * - counselor: a high school's own work, for its counselors only (`answer`), 404 to everyone else.
 * - counselorWrite: a counselor adding to a student's plan (a task, a note): the counselor of A's
 *   school while A shares `scope` with it gets `answer` (and A's rows change, as intended); other
 *   counselors 404; parents and students 403.
 * - teacher: a teacher answering a letter request of A's: the teacher A asked gets `answer` (and
 *   A's request and tracker change, as intended); a teacher A did not ask 404; other roles 403.
 * - parentWrite: a parent entering something in a student's plan (an aid offer): A's parent while
 *   A shares `scope` with them gets `answer`; other parents 404; counselors and students 403.
 *
 * Who may call a route, in one line: the description each operation of the OpenAPI document
 * carries (lib/openapi.ts), from the same table the authorization matrix tests, so it cannot drift.
 */
export function describePolicy(policy: Policy): string {
  switch (policy.kind) {
    case 'public':
      return 'Public: no session needed.';
    case 'own':
      return "Signed in: only the caller's own data; another person's id answers 404.";
    case 'role':
      return `Signed in as a ${policy.role} account; other accounts get 403.`;
    case 'viewer':
      return `Signed in as a parent or counselor the student shares ${policy.scope ? SCOPE_WORDS[policy.scope] : 'their plan'} with; anyone else gets 404.`;
    case 'member':
      return "Signed in as one of the high school's counselors or students; anyone else gets 404.";
    case 'counselor':
      return "Signed in as one of the high school's counselors; anyone else gets 404.";
    case 'counselorWrite':
      return `Signed in as a counselor of the student's school while the student shares ${SCOPE_WORDS[policy.scope]} with it; other counselors get 404, parents and students 403.`;
    case 'teacher':
      return 'Signed in as the teacher the request is addressed to (verified address); other teachers get 404, other accounts 403.';
    case 'parentWrite':
      return `Signed in as a parent the student shares ${SCOPE_WORDS[policy.scope]} with; other parents get 404, counselors and students 403.`;
  }
}
