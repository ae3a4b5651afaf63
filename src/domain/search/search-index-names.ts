/**
 * The site's two search indices and their names when no Algolia index is configured (the local
 * engine answers to these). On their own so that reading the search configuration (every search
 * page's first load) does not take the records' code and index definitions with it.
 */
export type SearchIndexKind = 'apps' | 'partners';

export const LOCAL_INDEX_NAMES: Record<SearchIndexKind, string> = { apps: 'marketplace_apps', partners: 'marketplace_partners' };
