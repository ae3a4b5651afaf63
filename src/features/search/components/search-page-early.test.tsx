import { preloadSearch } from '../load-search-client';
import { startSearchEarly } from './search-page';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
jest.mock('../load-search-client', () => ({ preloadSearch: jest.fn(), loadSearchClient: jest.fn() }));

describe('the search page on arrival', () => {
  beforeEach(() => jest.mocked(preloadSearch).mockClear());

  it('starts loading the client and the index before it hydrates when the URL has a query to search', () => {
    expect(startSearchEarly({ pathname: '/search/', search: '?q=chat' })).toBe(true);
    expect(preloadSearch).toHaveBeenCalledTimes(1);
  });

  it('waits for the page otherwise: no query, one too short to search, or another page', () => {
    expect(startSearchEarly({ pathname: '/search/', search: '' })).toBe(false);
    expect(startSearchEarly({ pathname: '/search/', search: '?q=c' })).toBe(false);
    expect(startSearchEarly({ pathname: '/apps/', search: '?q=chat' })).toBe(false);
    expect(preloadSearch).not.toHaveBeenCalled();
  });
});
