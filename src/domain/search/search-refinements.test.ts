import {
  hasRefinements,
  NO_REFINEMENTS,
  parseSearchRefinements,
  refinementFacetFilters,
  refinementsKey,
  SEARCH_SORT_LABELS,
  SEARCH_SORT_OPTIONS,
  searchPageHref,
  sortHits,
} from './search-refinements';

describe('search page refinements in the query string', () => {
  it('reads product, price and category filters and a sort beside the query', () => {
    const refinements = parseSearchRefinements(
      '?q=chat&compatibility=helpdesk,livechat&payment=free&categories=crm&sortBy=price',
    );
    expect(refinements.sortBy).toBe('price');
    // The options' order, whatever the URL's.
    expect(refinements.filters.compatibility).toEqual(['livechat', 'helpdesk']);
    expect(refinements.filters.payment).toEqual(['free']);
    expect(refinements.filters.categories).toEqual(['crm']);
    expect(hasRefinements(refinements)).toBe(true);
  });

  it('defaults to relevance and no filters', () => {
    expect(parseSearchRefinements('?q=chat')).toEqual(NO_REFINEMENTS);
    expect(parseSearchRefinements('')).toEqual(NO_REFINEMENTS);
    expect(hasRefinements(NO_REFINEMENTS)).toBe(false);
  });

  it.each([
    ['unknown values and keys', '?payment=gratis,,&categories=nope&languages=en&sortBy=cheapest'],
    ['broken percent escapes', '?q=%E0%A4%A&payment=%ZZ&sortBy=%'],
    ['a listing-only family', '?placements=plugin&services=training&countries=PL'],
    ['a query string far too long', `?payment=free&x=${'a'.repeat(5000)}`],
    ['no key at all', '?&&=&,,,'],
  ])('ignores %s safely', (_, search) => {
    expect(parseSearchRefinements(search)).toEqual(NO_REFINEMENTS);
  });

  it('keeps the valid values of a half-broken query string', () => {
    const refinements = parseSearchRefinements('?payment=free,bogus&payment=once&sortBy=nope,recently_published');
    expect(refinements.filters.payment).toEqual(['free', 'once']);
    expect(refinements.sortBy).toBe('recently-published');
  });

  it('writes the query first, then the filters and a sort other than relevance, and reads it back', () => {
    const refinements = parseSearchRefinements('payment=monthly-per-account&categories=e-commerce&sortBy=popularity');
    const href = searchPageHref(' chat bot ', refinements);
    expect(href).toBe('/search/?q=chat+bot&categories=e-commerce&payment=monthly-per-account&sortBy=popularity');
    expect(parseSearchRefinements(href.slice(href.indexOf('?')))).toEqual(refinements);
    expect(searchPageHref('chat', NO_REFINEMENTS)).toBe('/search/?q=chat');
    expect(searchPageHref('', NO_REFINEMENTS)).toBe('/search/');
    expect(refinementsKey({ ...NO_REFINEMENTS, sortBy: 'recommended' })).toBe('sortBy=recommended');
  });

  it('offers relevance first, then the listing sorts of §2', () => {
    expect(SEARCH_SORT_OPTIONS).toEqual([
      'relevance',
      'recommended',
      'popularity',
      'price',
      'alphabetically',
      'recently-published',
    ]);
    expect(SEARCH_SORT_LABELS.relevance).toBe('Relevance');
  });
});

describe('refinements as search parameters', () => {
  it('turns filters into facetFilters: OR inside a family, AND across; product or price leave services out', () => {
    const refinements = parseSearchRefinements('compatibility=livechat,helpdesk&payment=free&categories=crm');
    expect(refinementFacetFilters(refinements)).toEqual([
      ['compatibility:livechat', 'compatibility:helpdesk'],
      ['paymentType:free'],
      ['categorySlug:crm'],
      ['isService:false'],
    ]);
    expect(refinementFacetFilters(parseSearchRefinements('categories=crm'))).toEqual([['categorySlug:crm']]);
    expect(refinementFacetFilters(NO_REFINEMENTS)).toEqual([]);
  });

  it('sorts hits with the listing comparators; relevance keeps the order', () => {
    const hits = [
      { slug: 'b', name: 'Beta', order: 1, installations: 50, payment: { price: 1000 } as never, publishedAt: '2024-01-01' },
      { slug: 'a', name: 'Alpha', order: 9, installations: 10, payment: null, publishedAt: '2025-01-01' },
      { slug: 'c', name: 'Gamma', order: 5, installations: 90, payment: { price: 500 } as never, publishedAt: null },
    ];
    const slugs = (sorted: typeof hits) => sorted.map((hit) => hit.slug);
    expect(slugs(sortHits(hits, 'relevance'))).toEqual(['b', 'a', 'c']);
    expect(slugs(sortHits(hits, 'alphabetically'))).toEqual(['a', 'b', 'c']);
    expect(slugs(sortHits(hits, 'popularity'))).toEqual(['c', 'b', 'a']);
    expect(slugs(sortHits(hits, 'recommended'))).toEqual(['a', 'c', 'b']);
    expect(slugs(sortHits(hits, 'recently-published'))).toEqual(['a', 'b', 'c']);
  });
});
