import { indexNameError } from './search';
import { LOCAL_INDEX_NAMES, type SearchIndexKind } from './search-index-names';

/**
 * Which search the site uses (see .env.example): Algolia when the app id, the search-only key and
 * both index names are set; otherwise the local engine over the build's index file. Index names
 * are checked (§5) whenever they are given.
 */
export type SearchConfig =
  | { kind: 'algolia'; appId: string; searchKey: string; indices: Record<SearchIndexKind, string> }
  | { kind: 'local'; indices: Record<SearchIndexKind, string>; indexPath: string };

interface SearchEnvironment {
  GATSBY_ALGOLIA_APP_ID?: string;
  GATSBY_ALGOLIA_SEARCH_KEY?: string;
  GATSBY_ALGOLIA_APPS_INDEX?: string;
  GATSBY_ALGOLIA_PARTNERS_INDEX?: string;
  /** Set by the build (src/build/search-index.ts): where the local index's files are, comma-separated. */
  GATSBY_SEARCH_INDEX_PATH?: string;
}

const INDEX_VARIABLES: Record<SearchIndexKind, keyof SearchEnvironment> = {
  apps: 'GATSBY_ALGOLIA_APPS_INDEX',
  partners: 'GATSBY_ALGOLIA_PARTNERS_INDEX',
};

/** The configuration these variables describe; throws a validation SearchError for a bad index name. */
export function searchConfigFrom(env: SearchEnvironment): SearchConfig {
  const names = {} as Record<SearchIndexKind, string | undefined>;
  for (const kind of Object.keys(INDEX_VARIABLES) as SearchIndexKind[]) {
    const variable = INDEX_VARIABLES[kind];
    const value = env[variable]?.trim();
    if (value !== undefined && value !== '') {
      const error = indexNameError(value, variable);
      if (error) throw error;
    }
    names[kind] = value || undefined;
  }
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const searchKey = env.GATSBY_ALGOLIA_SEARCH_KEY?.trim();
  if (appId && searchKey && names.apps && names.partners) {
    return { kind: 'algolia', appId, searchKey, indices: { apps: names.apps, partners: names.partners } };
  }
  return { kind: 'local', indices: { ...LOCAL_INDEX_NAMES }, indexPath: env.GATSBY_SEARCH_INDEX_PATH ?? '' };
}

/** The site paths of the local index's files (shards), from the build's comma-separated value. */
export function indexPathsOf(indexPath: string): string[] {
  return indexPath
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
