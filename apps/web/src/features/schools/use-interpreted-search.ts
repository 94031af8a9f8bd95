import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { SearchInterpretation } from '@campuspath/contract/schools-suggest';
import { schoolsInterpretationQueryOptions } from '../../lib/api/get-schools.ts';
import { interpretedView } from './explore-interpretation.ts';
import { toExploreParams, type ExploreState } from './explore-query.ts';

/**
 * Plain-language search on Explore: once the API has read the view's search ("nursing in
 * ohio" is the Nursing major in Ohio), the URL is rewritten in place (replace, not push: Back still
 * leaves the search) to hold those filters and the words left over, so the chips show what was
 * understood and a reload or a shared link gives the same view.
 *
 * `fromList` is the reading the list's own answer carries, when the list is GET /api/schools
 * (`undefined` otherwise, or while it loads); other views (the map, Best match) ask for it alone.
 */
export function useInterpretedSearch(
  state: ExploreState,
  fromList: SearchInterpretation | null | undefined,
  listReads: boolean,
  write: (next: ExploreState) => void,
) {
  const own = useQuery({ ...schoolsInterpretationQueryOptions(state.search), enabled: state.search !== '' && !listReads });
  const understood = interpretedView(state, listReads ? fromList : own.data);
  const target = understood ? toExploreParams(understood).toString() : null;
  const rewrite = useEffectEvent(() => {
    if (understood) write(understood);
  });
  useEffect(() => {
    if (target !== null) rewrite();
  }, [target]);
}
