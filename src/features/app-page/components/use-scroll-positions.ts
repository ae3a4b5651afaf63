import { useEffect, useState, type RefObject } from 'react';
import { stickyHeaderHeight } from '../../../ui/sticky-header';

/** Where an element is against the visible area under the sticky site header. */
export type ScrollPosition = 'above' | 'in' | 'below';

/** An element's position from its box: under the header (`line`) counts as scrolled away. */
export function positionOf(rect: { top: number; bottom: number }, line: number, viewportHeight: number): ScrollPosition {
  if (rect.bottom <= line) return 'above';
  if (rect.top >= viewportHeight) return 'below';
  return 'in';
}

/**
 * The scroll position of each referenced element. Measured on scroll (once per frame) and on
 * resize, not only on intersection changes: a jump (an anchor, End, find in page) can take an
 * element from below the screen to above it without ever intersecting, which an
 * IntersectionObserver never reports. Null until the browser has measured them: on the server and
 * while hydrating, so the first render matches the server HTML.
 */
export function useScrollPositions<K extends string>(
  refs: Record<K, RefObject<Element | null>>,
): Partial<Record<K, ScrollPosition>> | null {
  const [positions, setPositions] = useState<Partial<Record<K, ScrollPosition>> | null>(null);
  useEffect(() => {
    const names = Object.keys(refs) as K[];
    const line = stickyHeaderHeight();
    const measure = () => {
      const next: Partial<Record<K, ScrollPosition>> = {};
      for (const name of names) {
        const element = refs[name].current;
        if (element) next[name] = positionOf(element.getBoundingClientRect(), line, window.innerHeight);
      }
      // The same positions keep the same state: no re-render while scrolling within a zone.
      setPositions((previous) => (previous && names.every((name) => previous[name] === next[name]) ? previous : next));
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // The refs are stable objects; the elements they hold are there once mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return positions;
}
