import { prefetchAllowed } from './prefetch';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('prefetchAllowed (§9: disabled on 2g, save-data and bots)', () => {
  it('allows a browser on a fast connection, or one that does not say', () => {
    expect(prefetchAllowed({ userAgent: chrome })).toBe(true);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '3g' } })).toBe(true);
  });

  it('refuses on 2g and slow-2g', () => {
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it('refuses with save-data on', () => {
    expect(prefetchAllowed({ userAgent: chrome, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it('refuses for crawlers', () => {
    expect(prefetchAllowed({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(
      false,
    );
    expect(prefetchAllowed({ userAgent: 'Some Crawler 1.0' })).toBe(false);
    expect(prefetchAllowed({ userAgent: 'A spider' })).toBe(false);
  });
});
