import { emptyFacetSearchResponse, emptySearchResponse, encodeParams, isFacetSearchResponse } from './search-contract';

describe('search wire helpers', () => {
  it('URL-encodes parameters as Algolia echoes them, JSON for non-strings, undefined left out', () => {
    expect(encodeParams({ query: 'help desk', page: 2, facets: ['a', 'b'], filters: undefined, hitsPerPage: 20 })).toBe(
      'query=help%20desk&page=2&facets=%5B%22a%22%2C%22b%22%5D&hitsPerPage=20',
    );
    expect(encodeParams({ 'odd key': 'a&b' })).toBe('odd%20key=a%26b');
    expect(encodeParams(undefined)).toBe('');
    expect(encodeParams({})).toBe('');
  });

  it('answers with no hits, keeping the page, query and parameters asked for', () => {
    expect(emptySearchResponse('apps', { query: 'a', page: 3 }, 20)).toEqual({
      hits: [],
      nbHits: 0,
      page: 3,
      nbPages: 0,
      hitsPerPage: 20,
      processingTimeMS: 0,
      query: 'a',
      params: 'query=a&page=3',
      index: 'apps',
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      facets: {},
    });
    expect(emptySearchResponse('apps', undefined, 10)).toMatchObject({ page: 0, query: '', params: '', hitsPerPage: 10 });
  });

  it('answers a facet search with no values, and tells the two kinds of answer apart', () => {
    const facets = emptyFacetSearchResponse();
    expect(facets).toEqual({ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 });
    expect(isFacetSearchResponse(facets)).toBe(true);
    expect(isFacetSearchResponse(emptySearchResponse('apps', undefined, 10))).toBe(false);
  });
});
