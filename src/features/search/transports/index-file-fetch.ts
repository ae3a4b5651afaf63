import { fetchSearchIndex } from '../../../api-client/search-index';
import { SearchError } from '../../../domain/search/search';

/**
 * Fetches index files by their URL paths (path prefix included), side by side; a failure is the
 * search's 'network' error. Apart from index-files.ts so the search page's early script, which has
 * no Gatsby, fetches them the same way.
 */
export async function fetchIndexFilesAt(paths: readonly string[], origin: string): Promise<unknown[]> {
  try {
    return await Promise.all(paths.map((sitePath) => fetchSearchIndex(origin, sitePath)));
  } catch (error) {
    throw new SearchError(
      'network',
      `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
