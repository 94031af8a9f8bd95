import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { TIMELINE_CATEGORIES, type TimelineCategory } from '@campuspath/contract/timeline-terms';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import type { CategoryFilterValue } from '../../features/timeline/components/category-filter.tsx';
import { TimelineView } from '../../features/timeline/components/timeline-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const isCategory = (value: string | null): value is TimelineCategory => TIMELINE_CATEGORIES.includes(value as TimelineCategory);

/** /timeline: the admissions cycle of the student's graduation year with their own dates; ?category= filters. */
export function Component() {
  const { t } = useLingui();
  const title = t`Timeline`;
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('category');
  // An unknown category in the URL shows everything rather than an error.
  const category: CategoryFilterValue = isCategory(param) ? param : 'all';

  const changeCategory = (next: CategoryFilterValue) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('category');
        else params.set('category', next);
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <WorkspacePage
      title={title}
      description={t`Your admissions season in order: national dates, typical college deadlines and your own application, essay, letter and task dates.`}
    >
      <TimelineView category={category} onCategoryChange={changeCategory} />
    </WorkspacePage>
  );
}
