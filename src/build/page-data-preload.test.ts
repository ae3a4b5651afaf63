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

  it("preloads the page's data without the visit's query string, as a fetch the loader's request matches", () => {
    for (const url of [
      '/marketplace/search/?q=chat',
      '/marketplace/search/?q=a?b',
      '/marketplace/search/',
      '/marketplace/search/?',
    ]) {
      const [link] = preloadsAt(url);
      expect(link.rel).toBe('preload');
      expect(link.getAttribute('as')).toBe('fetch');
      expect(link.crossOrigin).toBe('anonymous');
      expect(link.getAttribute('href')).toBe('/marketplace/page-data/search/page-data.json');
    }
  });
});
