import { useEffect, useEffectEvent, useRef } from 'react';

/** Spec section 9: the next page loads once the sentinel at the end is at least 10% visible. */
export const SENTINEL_THRESHOLD = 0.1;

interface LoadMoreSentinelProps {
  /** Off while a page loads or after a failure (the student retries with a button instead). */
  enabled: boolean;
  onVisible: () => void;
}

export function LoadMoreSentinel({ enabled, onVisible }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const handleVisible = useEffectEvent(onVisible);

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the current state at once, so when a loaded page is too short to
    // push the sentinel out of view, the next page still loads.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleVisible();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return <div ref={ref} aria-hidden="true" className="h-10 w-full" data-testid="load-more-sentinel" />;
}
