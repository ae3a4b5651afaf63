import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { parseCompareSelection } from '../../domain/catalogue/compare';
import { compareSelectionRestored } from './compare-slice';
import { COMPARE_STORAGE_KEY, readStoredSelection, writeStoredSelection } from './compare-storage';

/**
 * Keeps the selection in localStorage: read once after the first mount (so server HTML and
 * hydration never depend on it), written on every change after that, and followed when another
 * tab changes it.
 */
export function useComparePersistence(): void {
  const dispatch = useAppDispatch();
  const restored = useAppSelector((state) => state.compare.restored);
  const items = useAppSelector((state) => state.compare.items);

  useEffect(() => {
    if (!restored) dispatch(compareSelectionRestored(readStoredSelection()));
  }, [dispatch, restored]);

  useEffect(() => {
    if (restored) writeStoredSelection(items);
  }, [restored, items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COMPARE_STORAGE_KEY || event.key === null) {
        dispatch(compareSelectionRestored(parseCompareSelection(event.newValue)));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
