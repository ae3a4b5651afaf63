import { APP_DATA_PATH, pageDataPath, pageDataPreloadScript } from './page-data-preload';

/** Runs the head script on a page at `url` and returns the links it added. */
function preloadsAt(url: string): HTMLLinkElement[] {
  window.history.replaceState(null, '', url);
  document.head.innerHTML = '';
  // The script is the page's own inline code, built from a constant URL.
  new Function(pageDataPreloadScript('/marketplace/page-data/search/page-data.json'))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')];
}

describe('page data preloads', () => {
  it("names the page's data as Gatsby's loader does", () => {
    expect(pageDataPath('/search/')).toBe('/page-data/search/page-data.json');
    expect(pageDataPath('/apps/chat-tools/')).toBe('/page-data/apps/chat-tools/page-data.json');
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
    expect(APP_DATA_PATH).toBe('/page-data/app-data.json');
  });

  it("preloads the page's data with the visit's query string, as a fetch the loader's request matches", () => {
    const [link] = preloadsAt('/marketplace/search/?q=chat');
    expect(link.rel).toBe('preload');
    expect(link.getAttribute('as')).toBe('fetch');
    expect(link.crossOrigin).toBe('anonymous');
    expect(link.getAttribute('href')).toBe('/marketplace/page-data/search/page-data.json?q=chat');
  });

  it('keeps the query string up to a second "?" and adds none when there is none, as the loader does', () => {
    expect(preloadsAt('/marketplace/search/?q=a?b')[0].getAttribute('href')).toBe(
      '/marketplace/page-data/search/page-data.json?q=a',
    );
    expect(preloadsAt('/marketplace/search/')[0].getAttribute('href')).toBe('/marketplace/page-data/search/page-data.json');
    expect(preloadsAt('/marketplace/search/?')[0].getAttribute('href')).toBe('/marketplace/page-data/search/page-data.json');
  });
});
