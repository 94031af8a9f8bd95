import { lazy, Suspense } from 'react';
import { useInView } from '../../lib/use-in-view.ts';

// The footer sits below the fold on every page: its content (links, share buttons with brand
// artwork) loads as it comes near, keeping it out of every page's first JavaScript.
const FooterContent = lazy(() => import('./footer-content.tsx'));

/** `siteUrl`: what the share links share; this site by default. */
export function SiteFooter({ siteUrl }: { siteUrl?: string }) {
  const [ref, inView] = useInView<HTMLElement>('400px');
  const placeholder = <div className="min-h-[26rem]" />;
  return (
    <footer ref={ref} className="bg-slate-900 text-sm text-slate-300 print:hidden">
      {inView ? (
        <Suspense fallback={placeholder}>
          <FooterContent siteUrl={siteUrl ?? window.location.origin} />
        </Suspense>
      ) : (
        placeholder
      )}
    </footer>
  );
}
