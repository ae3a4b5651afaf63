import {
  isSearchableQuery,
  normalizeQuery,
  queryFromSearch,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  searchPagePath,
} from './search-query';

describe('search query (§5 minimum length, the search page URL)', () => {
  it('searches from 2 characters on, white space around not counted', () => {
    expect(isSearchableQuery('a')).toBe(false);
    expect(isSearchableQuery(' a ')).toBe(false);
    expect(isSearchableQuery('ab')).toBe(true);
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery(null)).toBe(false);
    expect(isSearchableQuery(undefined)).toBe(false);
  });
  it('counts characters, not UTF-16 units: one emoji is one character', () => {
    expect(isSearchableQuery('😀')).toBe(false);
    expect(isSearchableQuery('😀x')).toBe(true);
  });
  it('trims the query', () => {
    expect(normalizeQuery('  crm \n')).toBe('crm');
    expect(normalizeQuery(null)).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
  });
  it('reads the query from ?q=', () => {
    expect(queryFromSearch('?q=help%20desk&x=1')).toBe('help desk');
    expect(queryFromSearch('?x=1')).toBe('');
    expect(queryFromSearch('')).toBe('');
  });
  it('builds /search/?q= with the trimmed, encoded query, or /search/ without one', () => {
    expect(searchPagePath(' help desk ')).toBe('/search/?q=help+desk');
    expect(searchPagePath('a&b')).toBe('/search/?q=a%26b');
    expect(searchPagePath('   ')).toBe('/search/');
    expect(searchPagePath('')).toBe('/search/');
  });
  it('labels the search box', () => {
    expect(SEARCH_LABEL).toBe('Search the marketplace');
    expect(SEARCH_PLACEHOLDER).toBe('Search apps and partners');
  });
});
