/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchIndexPreload } from './search-index-preload';

describe('SearchIndexPreload', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("preloads the local engine's index file, in the mode the engine fetches it", () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/search-index/index-abc123.json';
    const html = renderToStaticMarkup(<SearchIndexPreload />);
    expect(html).toContain('rel="preload"');
    expect(html).toContain('href="/search-index/index-abc123.json"');
    expect(html).toContain('as="fetch"');
    expect(html).toContain('crossorigin="anonymous"');
  });

  it('preloads every shard of an index that comes in several files', () => {
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    process.env.GATSBY_SEARCH_INDEX_PATH = '/data/search-index-aaa.json,/data/search-index-bbb.json';
    const html = renderToStaticMarkup(<SearchIndexPreload />);
    expect(html.match(/rel="preload"/g)).toHaveLength(2);
    expect(html).toContain('href="/data/search-index-aaa.json"');
    expect(html).toContain('href="/data/search-index-bbb.json"');
  });

  it('preloads nothing when the build has no local index', () => {
    delete process.env.GATSBY_SEARCH_INDEX_PATH;
    delete process.env.GATSBY_ALGOLIA_APP_ID;
    expect(renderToStaticMarkup(<SearchIndexPreload />)).toBe('');
  });
});
