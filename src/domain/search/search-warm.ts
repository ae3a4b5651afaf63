import type { SearchConfig } from './search-config';

/**
 * The largest local index (gzip, all its files) the header box gets ready while the page is idle,
 * before the first focus: the bundled catalogue's is ~36 KB. A larger one (a catalogue of
 * thousands of apps, in shards of up to 384 KB) still loads on the first focus only.
 */
const IDLE_WARM_MAX_GZIP_BYTES = 64 * 1024;

/**
 * Whether the site search is made ready when the page is idle: the local engine over a small index,
 * whose size the build publishes (GATSBY_SEARCH_INDEX_GZIP_BYTES). Algolia needs no warming; an
 * unknown size is treated as large.
 */
export function warmsWhenIdle(config: SearchConfig, indexGzipBytes: string | undefined): boolean {
  if (config.kind !== 'local') return false;
  const bytes = Number(indexGzipBytes);
  return Number.isFinite(bytes) && bytes > 0 && bytes <= IDLE_WARM_MAX_GZIP_BYTES;
}
