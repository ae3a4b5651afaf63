import {
  sortFromQuery,
  activeFilterCount,
  categoryFromPath,
  emptyFilters,
  LISTING_PAGE_SIZE,
  PAYMENT_FILTERS,
  SERVICE_FILTERS,
  SORT_LABELS,
  SORT_OPTIONS,
  categoryChoiceHref,
  categoryHref,
  categoryRemovalHref,
  chosenCategory,
  DEFAULT_STATE,
  MAX_QUERY_LENGTH,
  parseListingQuery,
  parseShownCount,
  serializeListingQuery,
  staticFilterOptions,
  toggleFilter,
  withoutCategoryFilter,
} from './listing-filters';

const options = staticFilterOptions({
  languages: ['English', 'German', 'Polish'],
  countries: ['Poland', 'United States'],
  industries: ['SaaS', 'Travel'],
});

describe('listing query codec (§2 filters in the query string)', () => {
  it('reads comma lists and the sort', () => {
    const state = parseListingQuery('?payment=free,once&compatibility=helpdesk&sortBy=price', options);
    expect(state.sortBy).toBe('price');
    expect(state.filters.payment).toEqual(['free', 'once']);
    expect(state.filters.compatibility).toEqual(['helpdesk']);
    expect(state.filters.placements).toEqual([]);
  });

  it('round-trips every family', () => {
    const state = parseListingQuery(
      'categories=crm,cms&payment=monthly-per-account&compatibility=livechat&placements=reports,fullscreen&services=training&languages=German&countries=United%20States&industries=SaaS&sortBy=alphabetically',
      options,
    );
    const query = serializeListingQuery(state);
    expect(parseListingQuery(query, options)).toEqual(state);
    expect(serializeListingQuery(parseListingQuery(query, options))).toBe(query);
    expect(query).toContain('countries=United%20States');
  });

  it('drops empty values, unknown values and unknown keys, value by value', () => {
    const state = parseListingQuery('?payment=,free,,bogus,once&nope=1&compatibility=&sortBy=cheapest', options);
    expect(state.filters.payment).toEqual(['free', 'once']);
    expect(state.filters.compatibility).toEqual([]);
    expect(state.sortBy).toBe('recommended');
  });

  it('merges duplicates and repeated keys, keeping the catalogue order', () => {
    const state = parseListingQuery('?payment=once,free,free&payment=once&placements=reports&placements=plugin', options);
    expect(state.filters.payment).toEqual(['free', 'once']);
    expect(state.filters.placements).toEqual(['plugin', 'reports']);
  });

  it('survives odd encodings and hostile input', () => {
    expect(() => parseListingQuery('?payment=%E0%A4%A&languages=%ZZ', options)).not.toThrow();
    expect(parseListingQuery('?languages=<script>alert(1)</script>', options).filters.languages).toEqual([]);
    expect(parseListingQuery('?languages=%20German%20', options).filters.languages).toEqual(['German']);
    expect(parseListingQuery(`?payment=${'free,'.repeat(MAX_QUERY_LENGTH)}`, options)).toEqual(DEFAULT_STATE);
  });

  it('writes nothing for the default view', () => {
    expect(serializeListingQuery(DEFAULT_STATE)).toBe('');
    expect(serializeListingQuery({ ...DEFAULT_STATE, sortBy: 'popularity' })).toBe('?sortBy=popularity');
  });

  it('toggles a value on and off', () => {
    const on = toggleFilter(DEFAULT_STATE, 'payment', 'once', options);
    expect(on.filters.payment).toEqual(['once']);
    expect(toggleFilter(on, 'payment', 'once', options).filters.payment).toEqual([]);
  });
});

describe('cards shown in the query string ("Show more" survives Back)', () => {
  it('reads whole steps of 48 cards', () => {
    expect(parseShownCount('?shown=96')).toBe(96);
    expect(parseShownCount('payment=free&shown=144')).toBe(144);
    expect(parseShownCount('?shown=48')).toBe(48);
  });

  it('rounds a count between steps up to the next step, and caps huge counts', () => {
    expect(parseShownCount('?shown=50')).toBe(96);
    expect(parseShownCount('?shown=1')).toBe(48);
    expect(parseShownCount('?shown=999999')).toBe(4800);
  });

  it('ignores missing, malformed, negative, fractional, oversized or conflicting values', () => {
    for (const search of [
      '',
      '?payment=free',
      '?shown=',
      '?shown=abc',
      '?shown=-96',
      '?shown=96.5',
      '?shown=1e3',
      '?shown=%3Cscript%3E',
      '?shown=%E0%A4%A',
      '?shown=0x60',
      '?shown=1234567',
      '?shown=96&shown=144',
      `?shown=96&x=${'y'.repeat(MAX_QUERY_LENGTH)}`,
    ]) {
      expect([search, parseShownCount(search)]).toEqual([search, 48]);
    }
    expect(parseShownCount('?shown=96&shown=96')).toBe(96);
  });

  it('writes the count after the filters, and nothing for the first step', () => {
    const state = parseListingQuery('?payment=free&sortBy=price', options);
    expect(serializeListingQuery(state, 96)).toBe('?payment=free&sortBy=price&shown=96');
    expect(serializeListingQuery(state, 48)).toBe('?payment=free&sortBy=price');
    expect(serializeListingQuery(DEFAULT_STATE, 144)).toBe('?shown=144');
    expect(parseShownCount(serializeListingQuery(state, 192))).toBe(192);
    // The filters ignore the count, so it never changes what the listing means.
    expect(parseListingQuery('?payment=free&sortBy=price&shown=96', options)).toEqual(state);
  });
});

describe('category from the path', () => {
  it('takes the last segment when it is a known category', () => {
    expect(categoryFromPath('/marketplace/apps/crm/')).toBe('crm');
    expect(categoryFromPath('/apps/')).toBeNull();
    expect(categoryFromPath('/apps/staff-top-picks/')).toBeNull();
    expect(categoryFromPath('/apps/crm/extra')).toBeNull();
    expect(categoryFromPath('')).toBeNull();
  });
  it('clears to /apps/{query} and selects to /apps/{category}/{query}', () => {
    expect(categoryHref(null, '?payment=free')).toBe('/apps/?payment=free');
    expect(categoryHref('crm', '?payment=free')).toBe('/apps/crm/?payment=free');
  });
  it('lets the path decide: a category filter is dropped, the other filters kept', () => {
    const state = parseListingQuery('?categories=cms&payment=free&sortBy=popularity', options);
    expect(serializeListingQuery(withoutCategoryFilter(state))).toBe('?payment=free&sortBy=popularity');
    expect(withoutCategoryFilter(DEFAULT_STATE)).toBe(DEFAULT_STATE);
  });

  it('shows the path’s category as chosen on a category page, an old link’s single query category elsewhere', () => {
    const filters = (search: string) => parseListingQuery(search, options).filters;
    expect(chosenCategory('/apps/crm/', filters(''))).toBe('crm');
    expect(chosenCategory('/marketplace/apps/crm/', filters('?payment=free'))).toBe('crm');
    expect(chosenCategory('/apps/', filters(''))).toBeNull();
    expect(chosenCategory('/apps/', filters('?categories=cms&payment=free'))).toBe('cms');
    expect(chosenCategory('/apps/staff-top-picks/', filters('?categories=cms'))).toBe('cms');
    // Several categories of an old link still filter: none of them is the one chosen, nor is "all".
    expect(chosenCategory('/apps/', filters('?categories=cms,crm'))).toBeUndefined();
  });

  it('chooses a category by its path, keeping the other filters and the sort, never writing `categories`', () => {
    const state = parseListingQuery('?payment=free,once&languages=Polish&sortBy=popularity&shown=96', options);
    expect(categoryChoiceHref('crm', state)).toBe('/apps/crm/?payment=free,once&languages=Polish&sortBy=popularity');
    expect(categoryChoiceHref(null, state)).toBe('/apps/?payment=free,once&languages=Polish&sortBy=popularity');
    expect(categoryChoiceHref('cms', DEFAULT_STATE)).toBe('/apps/cms/');
    expect(categoryChoiceHref(null, DEFAULT_STATE)).toBe('/apps/');
    // From an old link's query category: it goes, the rest stays.
    const old = parseListingQuery('?categories=cms,crm&compatibility=helpdesk', options);
    expect(categoryChoiceHref('e-commerce', old)).toBe('/apps/e-commerce/?compatibility=helpdesk');
    expect(categoryChoiceHref(null, old)).toBe('/apps/?compatibility=helpdesk');
  });

  it('removes an old link’s query category by the category rule: none left clears, one left becomes the path', () => {
    const one = parseListingQuery('?categories=cms&payment=free', options);
    expect(categoryRemovalHref('/apps/', one, 'cms')).toBe('/apps/?payment=free');
    // On a curated list the chip narrowed the list: the list stays, as "Clear all filters" keeps it.
    expect(categoryRemovalHref('/apps/staff-top-picks/', one, 'cms')).toBe('/apps/staff-top-picks/?payment=free');
    const two = parseListingQuery('?categories=cms,crm&payment=free&sortBy=price', options);
    expect(categoryRemovalHref('/apps/', two, 'cms')).toBe('/apps/crm/?payment=free&sortBy=price');
    expect(categoryRemovalHref('/apps/staff-top-picks/', two, 'cms')).toBe(
      '/apps/staff-top-picks/?categories=crm&payment=free&sortBy=price',
    );
    const three = parseListingQuery('?categories=cms,crm,analytics&payment=free', options);
    expect(categoryRemovalHref('/apps/', three, 'crm')).toBe('/apps/?categories=cms,analytics&payment=free');
  });
});

describe('filter families and sorts of §2', () => {
  it('has the payment, service and compatibility values of §2', () => {
    expect(PAYMENT_FILTERS).toEqual(['free', 'once', 'monthly-per-organization', 'monthly-per-account']);
    expect(SERVICE_FILTERS).toEqual(['training', 'product_implementation', 'other']);
    expect(options.compatibility).toEqual(['livechat', 'helpdesk']);
    expect(options.placements).toEqual(['targeted-message', 'fullscreen', 'messagebox', 'plugin', 'settings', 'reports']);
    expect(options.categories).toHaveLength(12);
    expect(options.categories).toContain('social-media');
    expect(options.languages).toEqual(['English', 'German', 'Polish']);
  });
  it.each(['recently-published', 'recentlyPublished', 'recently_published', 'Recently Published', 'RECENTLY-PUBLISHED'])(
    'reads the sort %s as recently published (§2 names it in words)',
    (value) => {
      expect(parseListingQuery(`?sortBy=${encodeURIComponent(value)}`, options).sortBy).toBe('recently-published');
      expect(sortFromQuery(value)).toBe('recently-published');
    },
  );
  it('writes the sort one way, and ignores a sort it does not know', () => {
    expect(serializeListingQuery(parseListingQuery('?sortBy=recentlyPublished', options))).toBe('?sortBy=recently-published');
    expect(sortFromQuery('newest-first')).toBeNull();
    expect(parseListingQuery('?sortBy=Alphabetically', options).sortBy).toBe('alphabetically');
  });
  it('offers the five app sorts, recommended first, with their labels', () => {
    expect(SORT_OPTIONS).toEqual(['recommended', 'popularity', 'price', 'alphabetically', 'recently-published']);
    expect(SORT_LABELS).toEqual({
      recommended: 'Recommended',
      popularity: 'Popularity',
      price: 'Price',
      alphabetically: 'Alphabetically',
      'recently-published': 'Recently published',
    });
    expect(DEFAULT_STATE.sortBy).toBe('recommended');
  });
  it('starts with every family empty', () => {
    expect(emptyFilters()).toEqual({
      categories: [],
      payment: [],
      compatibility: [],
      placements: [],
      services: [],
      languages: [],
      countries: [],
      industries: [],
    });
  });
  it('shows 48 cards per step', () => {
    expect(LISTING_PAGE_SIZE).toBe(48);
  });
  it('counts the selected values across families', () => {
    expect(activeFilterCount(emptyFilters())).toBe(0);
    expect(activeFilterCount({ ...emptyFilters(), payment: ['free', 'once'], countries: ['Poland'] })).toBe(3);
  });
  it('reads a query with or without the leading "?", and the first known sort of a list', () => {
    expect(parseListingQuery('payment=free', options).filters.payment).toEqual(['free']);
    expect(parseListingQuery('?sortBy=cheapest,price', options).sortBy).toBe('price');
    expect(parseListingQuery('?sortBy=%20popularity%20', options).sortBy).toBe('popularity');
    expect(parseListingQuery('', options)).toEqual(DEFAULT_STATE);
  });
  it('parses a query of exactly the maximum length and ignores a longer one', () => {
    const base = '?payment=free&languages=';
    const exact = base + 'x'.repeat(MAX_QUERY_LENGTH - base.length);
    expect(exact).toHaveLength(4096);
    expect(parseListingQuery(exact, options).filters.payment).toEqual(['free']);
    expect(parseListingQuery(exact + 'x', options).filters.payment).toEqual([]);
  });
  it('writes families in a fixed order, comma-separated, with the sort last', () => {
    const state = {
      sortBy: 'price' as const,
      filters: { ...emptyFilters(), industries: ['SaaS'], payment: ['free', 'once'], categories: ['crm'] },
    };
    expect(serializeListingQuery(state)).toBe('?categories=crm&payment=free,once&industries=SaaS&sortBy=price');
  });
  it('toggles without touching the other families, keeping the catalogue order', () => {
    const state = { ...DEFAULT_STATE, filters: { ...emptyFilters(), payment: ['once'], countries: ['Poland'] } };
    const next = toggleFilter(state, 'payment', 'free', options);
    expect(next.filters.payment).toEqual(['free', 'once']);
    expect(next.filters.countries).toEqual(['Poland']);
    expect(state.filters.payment).toEqual(['once']);
  });
});
