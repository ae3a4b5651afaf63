import { useEffect, type RefObject } from 'react';

/**
 * A CSS custom property on <html>: how much of the bottom of the viewport a fixed bar (the compare
 * tray) covers, in px. The layout pads the end of <main> by it and the page's scroll padding
 * keeps focused elements above it; 0 when no bar is shown.
 */
export const BOTTOM_OVERLAY_VAR = '--bottom-overlay-height';

/** Keeps BOTTOM_OVERLAY_VAR equal to the space `ref`'s element covers, from its top edge down, while mounted. */
export function useBottomOverlay(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => {
      const covered = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
      root.style.setProperty(BOTTOM_OVERLAY_VAR, `${covered}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_OVERLAY_VAR);
    };
  }, [ref]);
}
