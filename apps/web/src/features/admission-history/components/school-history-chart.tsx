import { Trans } from '@lingui/react/macro';
import { ChartScatter } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { lazyDialog, type DialogButton } from '../../../components/ui/lazy-dialog.tsx';

interface SchoolHistoryChartProps {
  highSchoolId: string;
  collegeId: number;
  collegeName: string;
}

// Only a signed-in student of a high school sees this button: Radix's dialog stack (about 8 KB
// gzipped) loads after Compare, not with it for every visitor.
const Dialog = lazyDialog<SchoolHistoryChartProps & { button: DialogButton }>(
  () => import('./school-history-dialog.tsx'),
  ({ button }) => button,
);

/** "See the chart" for one college (Compare): the school's history there, in a dialog. */
export function SchoolHistoryChart(props: SchoolHistoryChartProps) {
  const { collegeName } = props;
  return (
    <Dialog
      {...props}
      button={{
        className: buttonClass('ghost', 'mt-1 px-2 py-1 text-indigo-700'),
        children: (
          <>
            <ChartScatter aria-hidden="true" className="size-4" />
            <Trans>
              See the chart<span className="sr-only"> of your school's history at {collegeName}</span>
            </Trans>
          </>
        ),
      }}
    />
  );
}
