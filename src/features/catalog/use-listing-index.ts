import { withPrefix } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import { fetchListingIndex } from '../../api-client/listing-index';
import type { ListingRecord } from '../../domain/listing';

// One fetch per index file for the whole visit: every listing page shares it.
const cache = new Map<string, Promise<ListingRecord[]>>();

export function loadListingIndex(indexPath: string): Promise<ListingRecord[]> {
  let pending = cache.get(indexPath);
  if (!pending) {
    pending = fetchListingIndex(window.location.origin, withPrefix(indexPath));
    // A failed load may be retried by the next call instead of failing forever.
    pending.catch(() => cache.delete(indexPath));
    cache.set(indexPath, pending);
  }
  return pending;
}

export type ListingIndexStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The listing index, loaded when the browser is idle after hydration, or at once when `eager`
 * (the URL already asks for filters). `load()` starts it on demand (first filter click).
 */
export function useListingIndex(indexPath: string, eager: boolean) {
  const [records, setRecords] = useState<ListingRecord[] | null>(null);
  const [status, setStatus] = useState<ListingIndexStatus>('idle');

  const load = useCallback(() => {
    if (!indexPath) return;
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    loadListingIndex(indexPath).then(
      (loaded) => {
        setRecords(loaded);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }, [indexPath]);

  useEffect(() => {
    if (eager) {
      load();
      return undefined;
    }
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => load());
    return () => cancel(handle);
  }, [eager, load]);

  return { records, status, load };
}
