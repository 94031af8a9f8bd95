import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LetterAskRulesResponse } from '@campuspath/contract/letter-approvals';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/letter-requests/rules: my school's first day to ask teachers, and whether a counselor approves first. */
export const letterAskRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.letters.askRules(),
    queryFn: ({ signal }) => apiGet<LetterAskRulesResponse>('/letter-requests/rules', { signal }),
  });

export const useLetterAskRules = () => useQuery(letterAskRulesQueryOptions());
