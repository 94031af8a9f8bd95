import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { dismissCompareMessage, useCompareMessage } from '../compare-status.ts';

/**
 * The polite live region for compare messages (the list is full, a change was undone, a merge left
 * some out). Mounted by the tray, or by the compare page (where the tray is not shown): one at a time.
 */
export function CompareMessageRegion({ className = '' }: { className?: string }) {
  return (
    <div className={className}>
      <StatusMessage message={useCompareMessage()} onDismiss={dismissCompareMessage} testId="compare-message" boxClassName="mb-2" />
    </div>
  );
}
