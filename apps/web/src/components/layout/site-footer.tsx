import { lazy, Suspense } from 'react';
import { useInView } from '../../lib/use-in-view.ts';

// The footer sits below the fold on every page: its content (links, share buttons with brand
// artwork) loads as it comes near, keeping it out of every page's first JavaScript.
const FooterContent = lazy(() => import('./footer-content.tsx'));

export function SiteFooter({ siteUrl = window.location.origin }: { siteUrl?: string }) {
  const [ref, inView] = useInView<HTMLElement>('400px');
  const placeholder = <div className="min-h-[26rem]" />;
  return (
    <footer ref={ref} className="bg-slate-900 text-sm text-slate-300">
      {inView ? (
        <Suspense fallback={placeholder}>
          <FooterContent siteUrl={siteUrl} />
        </Suspense>
      ) : (
        placeholder
      )}
    </footer>
  );
}
