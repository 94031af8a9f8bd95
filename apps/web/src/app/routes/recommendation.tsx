import { WorkspacePage } from '../../components/layout/workspace-page.tsx';

// Placeholder while the page is being built (issue 4); replaced before this lands.
export function Component() {
  return <WorkspacePage title="recommendation">{null}</WorkspacePage>;
}
