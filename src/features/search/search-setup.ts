import type { MarketplaceSearchClient } from '../../domain/search/search-contract';
import type { SearchIndexKind } from '../../domain/search/search-records';

/** A search client ready for InstantSearch, with the index names it answers. */
export interface SearchSetup {
  client: MarketplaceSearchClient;
  indices: Readonly<Record<SearchIndexKind, string>>;
  /** Gets the client ready to answer at once (the local engine: fetch the index and build it). */
  warm(): Promise<void>;
}
