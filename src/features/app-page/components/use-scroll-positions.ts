import { useEffect, useState, type RefObject } from 'react';
import { stickyHeaderHeight } from '../../../ui/sticky-header';

/** Where an element is against the visible area under the sticky site header. */
export type ScrollPosition = 'above' | 'in' | 'below';

/**
 * The scroll position of each referenced element, kept by one IntersectionObserver (no scroll
 * handler). Null until the browser has measured them: on the server, while hydrating and where
 * there is no IntersectionObserver, so the first render matches the server HTML.
 */
export function useScrollPositions<K extends string>(
  refs: Record<K, RefObject<Element | null>>,
): Partial<Record<K, ScrollPosition>> | null {
  const [positions, setPositions] = useState<Partial<Record<K, ScrollPosition>> | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const names = new Map<Element, K>();
    for (const name of Object.keys(refs) as K[]) {
      const element = refs[name].current;
      if (element) names.set(element, name);
    }
    const top = stickyHeaderHeight();
    const observer = new IntersectionObserver(
      (entries) =>
        setPositions((previous) => {
          const next: Partial<Record<K, ScrollPosition>> = { ...previous };
          for (const entry of entries) {
            const name = names.get(entry.target);
            if (name === undefined) continue;
            const line = entry.rootBounds?.top ?? top;
            next[name] = entry.isIntersecting ? 'in' : entry.boundingClientRect.top < line ? 'above' : 'below';
          }
          return next;
        }),
      // The header covers the top of the viewport: under it counts as scrolled away.
      { rootMargin: `-${top}px 0px 0px 0px` },
    );
    names.forEach((_name, element) => observer.observe(element));
    return () => observer.disconnect();
    // The refs are stable objects; the elements they hold are there once mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return positions;
}
