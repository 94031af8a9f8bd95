import { shareScopeSchema, type ShareScopes } from '@campuspath/contract/sharing';
import { DEFAULT_SCOPES, SHARE_SCOPES, type ViewerKind } from '@campuspath/contract/sharing-terms';
import { readJsonList } from '../../lib/json-column.ts';

/** shares.scopes holds the scopes switched on as a JSON list; these turn it into every switch and back. */
export function readScopes(json: string): ShareScopes {
  const on = new Set(readJsonList(json, shareScopeSchema));
  return Object.fromEntries(SHARE_SCOPES.map((scope) => [scope, on.has(scope)])) as ShareScopes;
}

export function writeScopes(scopes: ShareScopes): string {
  return JSON.stringify(SHARE_SCOPES.filter((scope) => scopes[scope]));
}

/** A new viewer's switches (defaults). */
export const defaultScopesJson = (kind: ViewerKind): string => JSON.stringify(DEFAULT_SCOPES[kind]);
