import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { useComparePersistence } from '../use-compare-persistence';

const CompareTrayBar = lazy(() => import('./compare-tray-bar'));

/**
 * Rendered by the site layout on every page: keeps the selection in localStorage and shows the
 * compare bar while at least one app is picked (not on the compare page). The bar's code loads
 * on demand, so pages without a selection carry only this shell.
 */
export function CompareTray() {
  useComparePersistence();
  const count = useAppSelector((state) => state.compare.items.length);
  const pageOpen = useAppSelector((state) => state.compare.pageOpen);
  // Rendering starts fetching the bar at the first pick, long before a fourth needs its live region.
  if (count === 0 || pageOpen) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayBar />
    </Suspense>
  );
}
