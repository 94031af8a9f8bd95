import { useLingui } from '@lingui/react';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EmailLinkProblem } from '@campuspath/contract/auth-terms';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { linkProblemText, type EmailLinkKind } from '../link-problem.ts';

/**
 * An emailed link that no longer works: which problem it is (focused, so it is read first, also when
 * a submit or a press found the link dead), and the way to a new link (`actions`).
 */
export function LinkProblemView({ kind, problem, actions }: { kind: EmailLinkKind; problem: EmailLinkProblem; actions: ReactNode }) {
  const { i18n } = useLingui();
  const { title, text } = linkProblemText(i18n, kind, problem);
  return (
    <StatusView icon={<CircleAlert className="size-8" />} title={title} actions={actions}>
      <p ref={focusOnMount} tabIndex={-1} className="focus:outline-none">
        {text}
      </p>
    </StatusView>
  );
}
