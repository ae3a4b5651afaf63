import { startSearchDownloads } from './search-downloads';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const mockEngineLoaded = jest.fn();
jest.mock('./transports/local-transport', () => {
  mockEngineLoaded();
  return {};
});

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe('startSearchDownloads (the header box’s first focus)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    document.head.innerHTML = '';
    mockEngineLoaded.mockClear();
    jest.resetModules();
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('asks for every file of the local index as the engine fetches it, and for the engine’s code', async () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/data/search-index-aaa.json,/data/search-index-bbb.json';
    startSearchDownloads();
    expect(preloads()).toEqual([
      { href: '/data/search-index-aaa.json', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/data/search-index-bbb.json', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockEngineLoaded).toHaveBeenCalledTimes(1);
  });

  it('does not ask for the engine’s code when the search page’s early script built the engine over these files', async () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/data/search-index-aaa.json';
    window.__marketplaceEarlySearch = {
      indexPaths: ['/data/search-index-aaa.json'],
      transport: {} as never,
      answer: { query: 'chat', answers: {} as never },
    };
    try {
      startSearchDownloads();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mockEngineLoaded).not.toHaveBeenCalled();
    } finally {
      delete window.__marketplaceEarlySearch;
    }
  });

  it('does not ask twice for a file the page already preloads (the search page’s head)', () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/data/search-index-aaa.json';
    document.head.innerHTML = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/data/search-index-aaa.json">';
    startSearchDownloads();
    startSearchDownloads();
    expect(preloads()).toHaveLength(1);
  });

  it('does not preload a file the page has fetched already (the search page, before a client-side navigation)', () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/data/search-index-aaa.json,/data/search-index-bbb.json';
    const fetched = new URL('/data/search-index-aaa.json', window.location.href).href;
    // jsdom keeps no resource timing: the entry the browser would hold for the fetched file.
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (name === fetched ? [{ name }] : []),
    });
    try {
      startSearchDownloads();
      expect(preloads().map((link) => link.href)).toEqual(['/data/search-index-bbb.json']);
    } finally {
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    }
  });

  it('leaves a misconfigured build to the search that follows (no error on focus)', () => {
    Object.assign(process.env, {
      GATSBY_ALGOLIA_APP_ID: 'APP',
      GATSBY_ALGOLIA_SEARCH_KEY: 'key',
      GATSBY_ALGOLIA_APPS_INDEX: 'not a valid index name!',
      GATSBY_ALGOLIA_PARTNERS_INDEX: 'partners',
    });
    expect(() => startSearchDownloads()).not.toThrow();
    expect(preloads()).toEqual([]);
  });

  it('downloads nothing when the site searches Algolia', async () => {
    Object.assign(process.env, {
      GATSBY_ALGOLIA_APP_ID: 'APP',
      GATSBY_ALGOLIA_SEARCH_KEY: 'key',
      GATSBY_ALGOLIA_APPS_INDEX: 'apps',
      GATSBY_ALGOLIA_PARTNERS_INDEX: 'partners',
      GATSBY_SEARCH_INDEX_PATH: '/data/search-index-aaa.json',
    });
    startSearchDownloads();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
    expect(mockEngineLoaded).not.toHaveBeenCalled();
  });
});
