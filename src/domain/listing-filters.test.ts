import {
  categoryFromPath,
  categoryHref,
  DEFAULT_STATE,
  MAX_QUERY_LENGTH,
  parseListingQuery,
  serializeListingQuery,
  staticFilterOptions,
  toggleFilter,
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

describe('category from the path', () => {
  it('takes the last segment when it is a known category', () => {
    expect(categoryFromPath('/marketplace/apps/crm/')).toBe('crm');
    expect(categoryFromPath('/apps/')).toBeNull();
    expect(categoryFromPath('/apps/staff-top-picks/')).toBeNull();
  });
  it('clears to /apps/{query} and selects to /apps/{category}/{query}', () => {
    expect(categoryHref(null, '?payment=free')).toBe('/apps/?payment=free');
    expect(categoryHref('crm', '?payment=free')).toBe('/apps/crm/?payment=free');
  });
});
