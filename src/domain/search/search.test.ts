import {
  appRuleFilters,
  capQuery,
  hasSearchableWords,
  normalizeQuery,
  facetValuesCount,
  indexNameError,
  isSearchableQuery,
  paginationStepError,
  queryFromSearch,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_RESULT_LIMIT,
  SEARCH_STALLED_DELAY_MS,
  FACET_VALUES_DEFAULT,
  FACET_VALUES_MAX,
  searchPagePath,
  SearchError,
  SEARCH_TEXT,
  withRuleFilters,
} from './search';

describe('search rules (§5, §9)', () => {
  it('keeps the spec numbers', () => {
    expect(SEARCH_MIN_QUERY_LENGTH).toBe(2);
    expect(SEARCH_RESULT_LIMIT).toBe(200);
    expect(SEARCH_STALLED_DELAY_MS).toBe(200);
    expect(FACET_VALUES_MAX).toBe(100);
    expect(FACET_VALUES_DEFAULT).toBe(10);
  });

  it('searches only queries of at least 2 characters, white space aside, counting characters not code units', () => {
    expect(isSearchableQuery('c')).toBe(false);
    expect(isSearchableQuery(' c ')).toBe(false);
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery(undefined)).toBe(false);
    expect(isSearchableQuery('😀')).toBe(false);
    expect(isSearchableQuery('cr')).toBe(true);
    expect(isSearchableQuery(' cr ')).toBe(true);
  });

  it('accepts index names of letters, digits, underscore and hyphen, 1 to 64 characters', () => {
    for (const name of ['a', 'marketplace_apps', 'prod-apps-2', 'A'.repeat(64)]) expect(indexNameError(name, 'X')).toBeNull();
  });

  it('rejects any other index name with an error naming the variable and the rule', () => {
    for (const name of ['', 'a b', 'apps.v2', 'apps/1', 'é', 'A'.repeat(65), 'apps*']) {
      const error = indexNameError(name, 'GATSBY_ALGOLIA_APPS_INDEX');
      expect(error?.kind).toBe('validation');
      expect(error?.message).toContain('GATSBY_ALGOLIA_APPS_INDEX');
      expect(error?.message).toContain('1 to 64 letters, digits, underscores or hyphens');
    }
  });

  it('requires a positive pagination step', () => {
    expect(paginationStepError(1)).toBeNull();
    expect(paginationStepError(12.5)).toBeNull();
    for (const step of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '12', undefined]) {
      expect(paginationStepError(step)?.message).toMatch(/must be a positive number/);
    }
  });

  it('filters hidden:false always, and leaves out the help-desk product in agent-app mode', () => {
    expect(appRuleFilters({ isAgentApp: false })).toBe('hidden:false');
    expect(appRuleFilters({ isAgentApp: true })).toBe('hidden:false AND NOT product:helpdesk');
  });

  it("adds the rule filters to the caller's own, keeping both", () => {
    expect(withRuleFilters(undefined, 'hidden:false')).toBe('hidden:false');
    expect(withRuleFilters('  ', 'hidden:false')).toBe('hidden:false');
    expect(withRuleFilters('a:1 OR b:2', 'hidden:false')).toBe('(a:1 OR b:2) AND hidden:false');
  });

  it('clamps facet values to 1..100 with 10 by default', () => {
    expect(facetValuesCount(undefined)).toBe(10);
    expect(facetValuesCount(5)).toBe(5);
    expect(facetValuesCount(1000)).toBe(100);
    expect(facetValuesCount(0)).toBe(1);
    expect(facetValuesCount('x')).toBe(10);
  });

  it('keeps the query in the search page URL (?q=), round trip', () => {
    expect(searchPagePath('')).toBe('/search/');
    expect(searchPagePath('  live chat & crm ')).toBe('/search/?q=live+chat+%26+crm');
    expect(queryFromSearch('?q=live+chat+%26+crm')).toBe('live chat & crm');
    expect(queryFromSearch('')).toBe('');
    expect(queryFromSearch('?other=1')).toBe('');
  });

  it('caps a query at 256 characters, counted as characters (an emoji is never cut in half)', () => {
    const long = 'x'.repeat(10_000);
    expect(capQuery(long)).toHaveLength(256);
    expect(capQuery('y'.repeat(256))).toBe('y'.repeat(256));
    const emoji = '😀'.repeat(300);
    expect([...capQuery(emoji)]).toHaveLength(256);
    expect(capQuery(emoji)).toBe('😀'.repeat(256));
  });

  it('caps the query wherever it enters: as searched, in the URL read back, in the URL written', () => {
    const long = 'x'.repeat(10_000);
    expect(normalizeQuery(`  ${long}  `)).toBe('x'.repeat(256));
    expect(queryFromSearch(`?q=${long}`)).toBe('x'.repeat(256));
    expect(searchPagePath(long)).toBe(`/search/?q=${'x'.repeat(256)}`);
    // A cut that ends on a space does not leave it trailing.
    expect(normalizeQuery(`${'a'.repeat(255)} tail`)).toBe('a'.repeat(255));
  });

  it('counts a query as words only when it has a letter or a digit, in any script', () => {
    for (const query of ['%%%%', '😀😀', '\u0001\u0002\u0003', '-- !!', '   ', '', undefined]) {
      expect(hasSearchableWords(query)).toBe(false);
    }
    for (const query of ['crm', '42', 'ЧАТ', '日本', 'é!']) expect(hasSearchableWords(query)).toBe(true);
  });

  it('words the search states', () => {
    expect(SEARCH_TEXT.label).toBe('Search the marketplace');
    expect(SEARCH_TEXT.placeholder).toBe('Search apps and partners');
    expect(SEARCH_TEXT.tooShort).toBe('Type at least 2 characters to search.');
    expect(SEARCH_TEXT.stalled).toBe('Still searching…');
    expect(SEARCH_TEXT.unavailable).toBe('Search is unavailable right now. Please try again in a moment.');
    expect(SEARCH_TEXT.seeAll('crm')).toBe('See all results for “crm”');
    expect(SEARCH_TEXT.noResults('crm')).toBe('No results for “crm”');
    expect(SEARCH_TEXT.noResultsHelp).toBe(
      'Check the spelling, try a shorter or more general word, or browse the categories below.',
    );
  });

  it('names its errors and words them exactly', () => {
    expect(new SearchError('validation', 'x').name).toBe('SearchError');
    expect(indexNameError('', 'GATSBY_ALGOLIA_APPS_INDEX')?.message).toBe(
      'Invalid search index name an empty name (GATSBY_ALGOLIA_APPS_INDEX): use 1 to 64 letters, digits, underscores or hyphens.',
    );
    expect(indexNameError('a b', 'X')?.message).toBe(
      'Invalid search index name "a b" (X): use 1 to 64 letters, digits, underscores or hyphens.',
    );
    expect(paginationStepError(0)?.message).toBe('Invalid pagination step 0 (hitsPerPage): it must be a positive number.');
  });

  it('clamps non-integer and non-number facet counts', () => {
    expect(facetValuesCount(12.9)).toBe(12);
    expect(facetValuesCount('50')).toBe(10);
    expect(facetValuesCount(Number.POSITIVE_INFINITY)).toBe(10);
  });
});
