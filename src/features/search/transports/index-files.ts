import { SearchError } from '../../../domain/search/search';
import { prefixedIndexPaths } from '../search-downloads';
import { fetchIndexFilesAt } from './index-file-fetch';

/**
 * Fetches the build's index files (shards, each path carrying its content hash) side by side, as
 * they come (read by the engine's code: local-transport.ts). Kept apart from the engine so the
 * download can start while the engine's code is still on its way.
 */
export async function fetchIndexFiles(indexPath: string): Promise<unknown[]> {
  const paths = prefixedIndexPaths(indexPath);
  if (paths.length === 0) {
    throw new SearchError('validation', 'This build has no search index (GATSBY_SEARCH_INDEX_PATH is not set).');
  }
  return fetchIndexFilesAt(paths, window.location.origin);
}
