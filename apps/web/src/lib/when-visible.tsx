import { onFirstInput } from '@medhire/ui/lib';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place comes near the screen (within 400 px) or the user first reaches for the page
 * (a key, a pointer, a focus: a keyboard or screen-reader user gets it before they could miss it), and until then
 * an empty block of `minHeight`: for a part below the first screen whose code (a lazy component) should not load
 * with the page. Where IntersectionObserver is missing, renders at once.
 */
export function WhenVisible({ children, minHeight = 240 }: { children: ReactNode; minHeight?: number }) {
  const place = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    const stopListening = onFirstInput(() => setNear(true));
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, [near]);
  return (
    <div ref={place} data-slot="when-visible" style={near ? undefined : { minHeight }}>
      {near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
