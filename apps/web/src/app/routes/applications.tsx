import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ScrollEdges } from '../../components/ui/scroll-edges.tsx';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { ApplicationsTab } from '../../features/applications/components/applications-tab.tsx';
import { useStudentHighSchool } from '../../features/high-schools/api/get-high-schools.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Each tab but the first is its own chunk, fetched when it is opened (or pointed at), or with the
// page when the address names it: their forms, dialogs and calendar stay out of the first load.
const TAB_CODE = {
  essays: () => import('../../features/essays/components/essays-tab.tsx').then((module) => ({ default: module.EssaysTab })),
  documents: () => import('../../features/documents/components/documents-tab.tsx').then((module) => ({ default: module.DocumentsTab })),
  letters: () => import('../../features/letters/components/letters-tab.tsx').then((module) => ({ default: module.LettersTab })),
  deadlines: () => import('../../features/deadlines/components/deadlines-tab.tsx').then((module) => ({ default: module.DeadlinesTab })),
};
const EssaysTab = lazy(TAB_CODE.essays);
const DocumentsTab = lazy(TAB_CODE.documents);
const LettersTab = lazy(TAB_CODE.letters);
const DeadlinesTab = lazy(TAB_CODE.deadlines);
const preloadTab = (id: TabId) => (id === 'applications' ? undefined : void TAB_CODE[id]());
function TabLoading({ label }: { label: string }) {
  return (
    <LoadingState label={label}>
      <Skeleton className="h-40 w-full" />
    </LoadingState>
  );
}

/** The application manager (spec section 2): five tabs, the chosen one kept in the URL (?tab=). */
const TAB_IDS = ['applications', 'essays', 'documents', 'letters', 'deadlines'] as const;
type TabId = (typeof TAB_IDS)[number];
const TAB_NAMES: Record<TabId, MessageDescriptor> = {
  applications: msg`Applications`,
  essays: msg`Essays`,
  documents: msg`Documents`,
  letters: msg`Recommendations`,
  deadlines: msg`Deadlines`,
};
const TABS = TAB_IDS.map((id) => ({ id, label: TAB_NAMES[id] }));
const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);
/** Tab ids that older links still carry: the letters tab was `recommendations` before letters had their own page. */
const TAB_ALIASES: Readonly<Record<string, TabId>> = { recommendations: 'letters' };
const aliasOf = (value: string | null): TabId | undefined =>
  value !== null && Object.hasOwn(TAB_ALIASES, value) ? TAB_ALIASES[value] : undefined;

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const alias = aliasOf(tabParam);
  const tab: TabId = alias ?? (isTab(tabParam) ? tabParam : 'applications');
  const { t, i18n } = useLingui();
  const tabName = i18n._(TAB_NAMES[tab]);
  useDocumentTitle(t`${tabName} · Application manager`);
  const { user } = useAuth();
  // The student's high school, whose rostered teachers the letters tab offers: asked for on that tab only.
  const highSchool = useStudentHighSchool(tab === 'letters' && user?.role === 'student');

  if (alias) {
    // An old link opens the tab it meant, under the tab's current id.
    const next = new URLSearchParams(searchParams);
    next.set('tab', alias);
    return <Navigate to={{ search: `?${next.toString()}` }} replace />;
  }

  return (
    <WorkspacePage
      title={t`Application manager`}
      description={t`Applications, essays, documents, recommendation letters and deadlines in one place.`}
      actions={
        <Link to={paths.newApplication.getHref()} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>New Application</Trans>
        </Link>
      }
    >
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(searchParams);
          if (value === 'applications') next.delete('tab');
          else next.set('tab', value);
          setSearchParams(next, { replace: true });
        }}
      >
        <ScrollEdges>
          <Tabs.List aria-label={t`Application manager`} className="flex gap-1 overflow-x-auto border-b border-slate-200">
            {TABS.map((entry) => (
              <Tabs.Trigger
                key={entry.id}
                value={entry.id}
                onPointerEnter={() => preloadTab(entry.id)}
                onFocus={() => preloadTab(entry.id)}
                className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700"
              >
                {i18n._(entry.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </ScrollEdges>
        <div className="pt-6">
          <Tabs.Content value="applications">
            <ApplicationsTab />
          </Tabs.Content>
          <Tabs.Content value="essays">
            <Suspense fallback={<TabLoading label={t`Loading essays`} />}>
              <EssaysTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="documents">
            <Suspense fallback={<TabLoading label={t`Loading documents`} />}>
              <DocumentsTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="letters">
            <Suspense fallback={<TabLoading label={t`Loading recommendations`} />}>
              <LettersTab highSchool={highSchool ?? null} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="deadlines">
            <Suspense fallback={<TabLoading label={t`Loading deadlines`} />}>
              <DeadlinesTab />
            </Suspense>
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </WorkspacePage>
  );
}
