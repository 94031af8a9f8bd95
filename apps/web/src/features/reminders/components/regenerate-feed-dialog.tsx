import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useRegenerateFeed } from '../api/regenerate-feed.ts';

/** "Regenerate URL", confirmed first: the old feed URL stops working at once (it answers 404). */
export function RegenerateFeedDialog({ onRegenerated }: { onRegenerated: () => void }) {
  const { t } = useLingui();
  const regenerate = useRegenerateFeed();
  return (
    <ConfirmDialog
      trigger={
        <>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Regenerate URL</Trans>
        </>
      }
      triggerClassName={buttonClass('secondary')}
      title={t`Regenerate your feed URL?`}
      description={t`The current URL stops working at once, and calendars subscribed to it stop updating. Subscribe again with the new URL in each calendar app you use.`}
      confirmLabel={t`Regenerate URL`}
      pendingLabel={t`Regenerating…`}
      errorMessage={t`A new URL could not be made. Your current URL still works. Please try again.`}
      pending={regenerate.isPending}
      onConfirm={async () => {
        await regenerate.mutateAsync();
        onRegenerated();
      }}
    />
  );
}
