/**
 * gatsby-plugin-offline's browser side is swapped for the site's own (gatsby-node.ts): the request
 * Gatsby's list of browser plugins makes for it ('../node_modules/gatsby-plugin-offline/gatsby-browser.js'),
 * and the module put in its place, from the project's root.
 */
export const OFFLINE_PLUGIN_BROWSER = /gatsby-plugin-offline[\\/]gatsby-browser\.js$/;
export const OFFLINE_PLUGIN_BROWSER_OURS = 'src/app/offline-plugin-browser.ts';
