import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows that a horizontally scrolling row (a tab bar on a phone) has more to either side
 *: a fade with a chevron at each edge that hides content, so the cut-off tab reads as
 * "scroll for more" rather than the end of the row. The hints are decoration (aria-hidden):
 * every tab is in the accessibility tree anyway, and arrow keys move focus along the row, which
 * scrolls the focused tab into view. `data-more-start`/`data-more-end` expose the state to tests.
 * The child must be the scrolling element.
 */
export function ScrollEdges({ children, fade = 'from-slate-50' }: { children: ReactNode; fade?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  useEffect(() => {
    const scroller = ref.current?.firstElementChild;
    if (!(scroller instanceof HTMLElement)) return;
    const measure = () => {
      const start = scroller.scrollLeft > 1;
      const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  const hint = 'pointer-events-none absolute inset-y-0 flex w-10 items-center text-slate-500';
  return (
    <div ref={ref} className="relative" data-more-start={edges.start} data-more-end={edges.end}>
      {children}
      {edges.start && (
        <div aria-hidden="true" className={`${hint} left-0 justify-start bg-gradient-to-r ${fade} to-transparent`}>
          <ChevronLeft className="size-4" />
        </div>
      )}
      {edges.end && (
        <div aria-hidden="true" className={`${hint} right-0 justify-end bg-gradient-to-l ${fade} to-transparent`}>
          <ChevronRight className="size-4" />
        </div>
      )}
    </div>
  );
}
