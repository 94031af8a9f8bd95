import { shareScopeSchema, type PlanScopes, type ShareScopes } from '@campuspath/contract/sharing';
import { DEFAULT_SCOPES, PLAN_SCOPES, SHARE_SCOPES, VIEWER_SCOPES, type ViewerKind } from '@campuspath/contract/sharing-terms';
import { refuseField } from '../../lib/errors.ts';
import { readJsonList } from '../../lib/json-column.ts';

/** shares.scopes holds the scopes switched on as a JSON list; these turn it into every switch and back. */
export function readScopes(json: string): ShareScopes {
  const on = new Set(readJsonList(json, shareScopeSchema));
  return Object.fromEntries(SHARE_SCOPES.map((scope) => [scope, on.has(scope)])) as ShareScopes;
}

/**
 * The switches a viewer is shown: the plan's only. The school-history consent is the student's
 * to see and the history import's to read, never a counselor's to see per student: the rows carry
 * no name, and knowing who agreed would tie them back.
 */
export function planScopes(scopes: ShareScopes): PlanScopes {
  return Object.fromEntries(PLAN_SCOPES.map((scope) => [scope, scopes[scope]])) as PlanScopes;
}

export function writeScopes(scopes: ShareScopes): string {
  return JSON.stringify(SHARE_SCOPES.filter((scope) => scopes[scope]));
}

/** A new viewer's switches (defaults). */
export const defaultScopesJson = (kind: ViewerKind): string => JSON.stringify(DEFAULT_SCOPES[kind]);

/**
 * A switch on that a viewer of this kind is not offered (a parent and the school-history consent,
 * which only the school's counselors act on) is refused, naming it, rather than stored unused.
 */
export function refuseScopesNotOffered(
  kind: ViewerKind,
  scopes: Partial<Record<(typeof SHARE_SCOPES)[number], boolean | undefined>>,
): void {
  const notOffered = SHARE_SCOPES.find((scope) => scopes[scope] === true && !VIEWER_SCOPES[kind].includes(scope));
  if (notOffered) throw refuseField(`scopes.${notOffered}`, 'Only your school’s counselors can be given this switch');
}
