import { withPrefix } from 'gatsby';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchListingIndex } from '../../api-client/listing-index';
import { whenIdleAfterHydration } from '../../core/after-hydration';
import type { ListingRecord } from '../../domain/catalogue/listing';

/** The shards' site paths, in order (the build joins them with commas). */
const shardPathsOf = (indexPath: string) =>
  indexPath
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

// One fetch per shard for the whole visit: every listing page shares them.
const cache = new Map<string, Promise<ListingRecord[]>>();

function loadShard(sitePath: string): Promise<ListingRecord[]> {
  let pending = cache.get(sitePath);
  if (!pending) {
    pending = fetchListingIndex(window.location.origin, withPrefix(sitePath));
    // A failed load may be retried by the next call instead of failing forever.
    pending.catch(() => cache.delete(sitePath));
    cache.set(sitePath, pending);
  }
  return pending;
}

/**
 * Fetches the shards of the index (`indexPath`: their site paths, comma-separated): the first one
 * alone, so it does not share the connection with the rest and the first cards come early, then
 * the others side by side. Hands on each longer prefix of the whole list as the shards before it
 * have arrived, the last call with `complete` true. Rejects if a shard cannot be loaded.
 */
async function loadListingIndex(
  indexPath: string,
  onPrefix: (records: ListingRecord[], complete: boolean) => void = () => {},
): Promise<ListingRecord[]> {
  const [first = '', ...rest] = shardPathsOf(indexPath);
  let records = await loadShard(first);
  onPrefix(records, rest.length === 0);
  const others = rest.map(loadShard);
  for (const [index, shard] of others.entries()) {
    records = records.concat(await shard);
    onPrefix(records, index === others.length - 1);
  }
  return records;
}

type ListingIndexStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The listing index, loaded when the browser is idle after the page's hydration
 * (core/after-hydration.ts), or at once when `eager` (the URL already asks for filters). `load()` starts it on demand (first filter click). Until
 * `complete`, `records` is the part that has arrived: a prefix of the whole list in the default
 * order (null before the first shard).
 */
export function useListingIndex(indexPath: string, eager: boolean) {
  const [records, setRecords] = useState<ListingRecord[] | null>(null);
  const [complete, setComplete] = useState(false);
  const [status, setStatus] = useState<ListingIndexStatus>('idle');
  // The load in flight or done for this index, so repeated calls do not replay the shards.
  const started = useRef<string | null>(null);

  const load = useCallback(() => {
    if (!indexPath || started.current === indexPath) return;
    started.current = indexPath;
    setStatus('loading');
    loadListingIndex(indexPath, (prefix, whole) => {
      // Filtering, counting and re-rendering the cards over the whole list is long work: as a
      // transition React does it in slices and keeps answering input meanwhile.
      startTransition(() => {
        setRecords(prefix);
        setComplete(whole);
      });
    }).then(
      () => setStatus('ready'),
      () => {
        started.current = null;
        setStatus('error');
      },
    );
  }, [indexPath]);

  useEffect(() => {
    if (eager) {
      load();
      return undefined;
    }
    // Idle after the whole page has hydrated: on a slow phone it would share the network with the
    // parts hydration waits for. A filter pressed meanwhile loads it at once (`load`).
    return whenIdleAfterHydration(() => load());
  }, [eager, load]);

  return { records, complete, status, load };
}
