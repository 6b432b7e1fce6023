import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place comes near the screen (within 400 px), and until then an empty block of
 * `minHeight`: for a part below the first screen whose code (a lazy component) should not load with the page.
 * Where IntersectionObserver is missing, renders at once.
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
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={near ? undefined : { minHeight }}>
      {near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
