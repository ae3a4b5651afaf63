/** @jest-environment node */
import { htmlScriptFiles } from './html-scripts';

describe('htmlScriptFiles', () => {
  it('returns the scripts and script preloads a page loads, without the prefix or nomodule polyfills', () => {
    const html = [
      '<link as="script" rel="preload" href="/marketplace/app-3.js"/>',
      '<link rel="preload" as="fetch" href="/marketplace/page-data/index/page-data.json"/>',
      '<script src="/marketplace/polyfill-4.js" nomodule=""></script>',
      '<script src="/marketplace/webpack-runtime-1.js" async></script>',
      '<script>window.x=1</script>',
    ].join('');
    expect(htmlScriptFiles(html, '/marketplace')).toEqual(['app-3.js', 'webpack-runtime-1.js']);
  });
});
