import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ours from '../app/offline-plugin-browser';
import { OFFLINE_PLUGIN_BROWSER, OFFLINE_PLUGIN_BROWSER_OURS } from './offline-plugin-browser-swap';

const root = path.resolve(__dirname, '../..');
const pluginFile = require.resolve('gatsby-plugin-offline/gatsby-browser.js', { paths: [root] });
/** The Gatsby browser APIs a CommonJS gatsby-browser.js exports (`exports.name = …`). */
const exportedApis = (source: string) => [...source.matchAll(/^exports\.(\w+) = /gm)].map(([, name]) => name).sort();

describe("the swap of gatsby-plugin-offline's browser side", () => {
  it("matches how Gatsby's plugin list requires it, on either path separator, and nothing else", () => {
    expect(OFFLINE_PLUGIN_BROWSER.test('../node_modules/gatsby-plugin-offline/gatsby-browser.js')).toBe(true);
    expect(OFFLINE_PLUGIN_BROWSER.test(pluginFile)).toBe(true);
    expect(OFFLINE_PLUGIN_BROWSER.test('C:\\site\\node_modules\\gatsby-plugin-offline\\gatsby-browser.js')).toBe(true);
    expect(OFFLINE_PLUGIN_BROWSER.test('../node_modules/gatsby-plugin-offline/gatsby-node.js')).toBe(false);
    expect(OFFLINE_PLUGIN_BROWSER.test('../node_modules/gatsby-plugin-manifest/gatsby-browser.js')).toBe(false);
  });

  it('puts in its place a module of the project that implements every API the installed plugin does', () => {
    expect(readFileSync(path.join(root, OFFLINE_PLUGIN_BROWSER_OURS), 'utf8')).toContain('export function onServiceWorkerActive');
    const pluginApis = exportedApis(readFileSync(pluginFile, 'utf8'));
    // An upgrade of the plugin that adds or drops an API fails here, not silently in the browser.
    expect(pluginApis).toEqual(['onPostPrefetchPathname', 'onRouteUpdate', 'onServiceWorkerActive', 'registerServiceWorker']);
    for (const api of pluginApis) expect(typeof (ours as Record<string, unknown>)[api]).toBe('function');
  });
});
