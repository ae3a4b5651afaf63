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

  it('does not ask twice for a file the page already preloads (the search page’s head)', () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/data/search-index-aaa.json';
    document.head.innerHTML = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/data/search-index-aaa.json">';
    startSearchDownloads();
    startSearchDownloads();
    expect(preloads()).toHaveLength(1);
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
