import { readFileSync } from 'node:fs';
import { dropPageDataQuery } from './page-data-url-loader';

/** Gatsby's own runtime loader, as the build takes it (gatsby/cache-dir/loader.js, copied to .cache/). */
const gatsbyLoader = readFileSync(require.resolve('gatsby/cache-dir/loader.js'), 'utf8');

/** createPageDataUrl out of a loader source, runnable: `__PATH_PREFIX__` is the site's prefix. */
function pageDataUrlOf(source: string): (rawPath: string) => string {
  const start = source.indexOf('const createPageDataUrl');
  const end = source.indexOf('\n}\n', start) + 2;
  const code = `${source.slice(start, end)}\nmodule.exports = createPageDataUrl`;
  const module = { exports: (() => '') as (rawPath: string) => string };
  // The function's own text, from Gatsby's file: stripSurroundingSlashes is its only helper.
  new Function('module', '__PATH_PREFIX__', 'stripSurroundingSlashes', code)(module, '/marketplace', (path: string) =>
    path.replace(/^\/+|\/+$/g, ''),
  );
  return module.exports;
}

describe("Gatsby's page-data URLs, without the visit's query string", () => {
  it("Gatsby's own loader appends the query (what this loader is for)", () => {
    expect(pageDataUrlOf(gatsbyLoader)('/apps/?payment=free')).toBe('/marketplace/page-data/apps/page-data.json?payment=free');
  });

  it('asks for the same page-data.json whatever the query, as the head preloads it', () => {
    const url = pageDataUrlOf(dropPageDataQuery(gatsbyLoader));
    expect(url('/apps/?payment=free')).toBe('/marketplace/page-data/apps/page-data.json');
    expect(url('/apps/?payment=free&sortBy=price')).toBe('/marketplace/page-data/apps/page-data.json');
    expect(url('/search/?q=chat')).toBe('/marketplace/page-data/search/page-data.json');
    expect(url('/apps/')).toBe('/marketplace/page-data/apps/page-data.json');
    expect(url('/')).toBe('/marketplace/page-data/index/page-data.json');
  });

  it('changes nothing else in the loader', () => {
    const changed = dropPageDataQuery(gatsbyLoader);
    const [before, after] = [gatsbyLoader.split('\n'), changed.split('\n')];
    expect(after).toHaveLength(before.length);
    expect(before.filter((line, index) => line !== after[index])).toEqual(['  const [path, maybeSearch] = rawPath.split(`?`)']);
  });

  it('fails the build when Gatsby names its URLs otherwise, rather than leave the query in unseen', () => {
    expect(() => dropPageDataQuery('const createPageDataUrl = rawPath => rawPath')).toThrow(/createPageDataUrl/);
    const twice = gatsbyLoader + '\nconst [path, maybeSearch] = rawPath.split(`?`)';
    expect(() => dropPageDataQuery(twice)).toThrow(/createPageDataUrl/);
  });
});
