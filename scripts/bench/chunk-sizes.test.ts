/** @jest-environment node */
import { groupJsFiles, kb, templateGroups, templateSizes, type WebpackStats } from './chunk-sizes';

const stats: WebpackStats = {
  assetsByChunkName: {
    app: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'app-3.js.LICENSE.txt'],
    polyfill: ['polyfill-4.js'],
    'component---src-templates-app-tsx': ['commons-5.css', 'shared-6.js', 'component---src-templates-app-tsx-7.js'],
    'component---src-pages-search-tsx': ['framework-2.js', 'component---src-pages-search-tsx-8.js'],
  },
  namedChunkGroups: {
    'component---src-pages-index-tsx': { assets: [{ name: 'component---src-pages-index-tsx-9.js' }, { name: 'x.css' }] },
  },
};

const SIZES: Record<string, number> = {
  'webpack-runtime-1.js': 1024,
  'framework-2.js': 2048,
  'app-3.js': 1024,
  'shared-6.js': 512,
  'component---src-templates-app-tsx-7.js': 512,
  'component---src-pages-search-tsx-8.js': 100,
  'component---src-pages-index-tsx-9.js': 10,
};
const sizeOf = (file: string): number => SIZES[file] ?? Number.NaN;

describe('chunk group sizes', () => {
  it('reads JS files from assetsByChunkName, or namedChunkGroups when Gatsby did not list the group', () => {
    expect(groupJsFiles(stats, 'app')).toEqual(['webpack-runtime-1.js', 'framework-2.js', 'app-3.js']);
    expect(groupJsFiles(stats, 'component---src-pages-index-tsx')).toEqual(['component---src-pages-index-tsx-9.js']);
    expect(groupJsFiles(stats, 'missing')).toBeUndefined();
  });

  it('lists only page template / page component groups, sorted', () => {
    expect(templateGroups(stats)).toEqual([
      'component---src-pages-index-tsx',
      'component---src-pages-search-tsx',
      'component---src-templates-app-tsx',
    ]);
  });

  it('adds each template’s own JS to the shared app group, counting a file both load once', () => {
    expect(templateSizes(stats, sizeOf)).toEqual([
      { template: 'component---src-pages-index-tsx', firstLoadBytes: 4096 + 10, ownBytes: 10 },
      // framework-2.js is already in the shared set.
      { template: 'component---src-pages-search-tsx', firstLoadBytes: 4096 + 100, ownBytes: 100 },
      { template: 'component---src-templates-app-tsx', firstLoadBytes: 4096 + 1024, ownBytes: 1024 },
    ]);
  });

  it("counts the files set aside (the site shell's) in no template", () => {
    const app = templateSizes(stats, sizeOf, {}, ['shared-6.js']).find((size) => size.template.endsWith('app-tsx'));
    expect(app).toEqual({ template: 'component---src-templates-app-tsx', firstLoadBytes: 4096 + 512, ownBytes: 512 });
  });

  it('formats KB as 1024 bytes with one decimal', () => {
    expect(kb(5120)).toBe('5.0');
    expect(kb(1587)).toBe('1.5');
  });
});
