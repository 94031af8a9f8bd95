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
