import { Trans, useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** Web Share where the browser has it (phones); otherwise copies the link and says so. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(''), 4000);
    return () => window.clearTimeout(timer);
  }, [message]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t`Link copied to clipboard`);
    } catch {
      setMessage(t`Copy this link: ${url}`);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        <Trans>Share</Trans>
      </Button>
      <div role="status" aria-live="polite" className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2">
        {message && <p className="rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">{message}</p>}
      </div>
    </>
  );
}
