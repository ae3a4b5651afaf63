import {
  atFirstContentfulPaint,
  PAGE_SCRIPTS_HOLD,
  PAGE_SCRIPTS_HOLD_CAP_MS,
  PAGE_SCRIPTS_RELEASE,
  preloadScripts,
} from './page-scripts-hold';
import { preloadDataFiles } from './page-data-preload';

/**
 * The search page's inline head script. With a query in the address (outside a frame), the page
 * holds its site scripts back (page-scripts-hold.ts) and adds its early script, which renders the
 * first results from the index the head preloads: those ~45 KB gzip are all the network carries
 * before the first paint. At the first contentful paint, or at the release if sooner, the scripts
 * the page runs once the hold ends are asked for: on a slow phone every request waits ~0.6 s for
 * its first byte, so theirs arrive as the index's download ends instead of sharing the link with it
 * or following the early results. They run only once the hold ends. Measured at bench:early-input's
 * profile (bench:hydration-pair, /search/?q=chat, phone, 6 pairs), against asking 200 ms after the
 * paint: hydrated 3109 → 2869 ms (median), the first results unchanged (~2.25 s); asked for before
 * the paint, beside the index, the first results came ~0.55 s later and the page hydrated later too.
 * Gatsby's data files the scripts read (app-data.json, the page's page-data.json: `dataPreloads`)
 * are asked for with them, first: of HTTP/1.1's six connections the index and the early script hold
 * two, the data files two more, and the page's last two scripts wait for a free one. Asked for after
 * the scripts, four scripts shared the link with the index and it arrived ~140 ms later on the phone.
 * Where the index is here already at the first paint (a fast connection), the results are only the
 * early script's own work away (~40 ms at 1×): the scripts and data are asked for at the release,
 * once the results have painted. Lighthouse simulates its slow phone from such a load, and took what
 * had downloaded before the results painted for what they need: its LCP for /search/?q=chat was
 * 1.21, 1.36 or 1.51 s by that race, 1.15–1.16 s since. On bench:early-input's phone profile
 * (bench:hydration-pair, 8 pairs, this against the build before) the page hydrated in 2294 ms
 * against 2355 (median), and the index arrived as before (~1.58 s).
 * Otherwise (no query, or in the agent app or an embed, whose search rules wait for the host) it
 * preloads the scripts that render the page and the data files at once.
 * The early script's own checks (a query the page would search) are the ones that count; a query
 * it will not search only costs the wait for its download.
 */
export function searchEarlyScript({
  earlySrc,
  indexPaths,
  scriptPreloads,
  releasePreloads = scriptPreloads,
  dataPreloads = [],
}: {
  /** The early bundle's URL, or null when this build has none (then the page never holds). */
  earlySrc: string | null;
  /** The local index's files (none with Algolia: nothing early then). */
  indexPaths: readonly string[];
  /** The page's own scripts, preloaded when it does not hold them. */
  scriptPreloads: readonly string[];
  /** Those it needs after its early results (which bring their own engine), preloaded from the first paint. */
  releasePreloads?: readonly string[];
  /** Gatsby's data files the scripts read before they hydrate, preloaded with the scripts. */
  dataPreloads?: readonly string[];
}): string {
  const early = earlySrc && indexPaths.length > 0 ? earlySrc : null;
  const index = JSON.stringify(indexPaths.join(','));
  // The early script's address comes first, so that the parser asks for it as soon as it can.
  const hold = early
    ? `h=!f&&/[?&]q=[^&]/.test(location.search);if(h){` +
      `w.${PAGE_SCRIPTS_HOLD}=new Promise(function(r){w.${PAGE_SCRIPTS_RELEASE}=r;setTimeout(r,${PAGE_SCRIPTS_HOLD_CAP_MS})});` +
      `var s=d.createElement("script");s.src=${JSON.stringify(early)};s.async=true;s.setAttribute("data-index",${index});` +
      `s.onerror=function(){w.${PAGE_SCRIPTS_RELEASE}()};d.head.appendChild(s)}`
    : '';
  const now = `${preloadDataFiles('a')};${preloadScripts('p')}`;
  const atPaint =
    // From the first paint every script the page runs before it hydrates downloads side by side,
    // the page's own chunks too (the app script would only ask for them once it has run: a round trip later).
    `function g(){${preloadDataFiles('a')};${preloadScripts('r', 'high')}}` +
    // Unless the index is here already at that paint: then at the release.
    `function k(){try{if(x.split(",").every(function(u){return performance.getEntriesByName(location.origin+u).length}))return}catch(_){}g()}` +
    `${atFirstContentfulPaint('k', 1000)};w.${PAGE_SCRIPTS_HOLD}.then(g)`;
  return (
    `(function(w,d){var f,h;try{f=w.top!==w}catch(_){f=true}${hold}` +
    `var x=${index},p=${JSON.stringify(scriptPreloads)},r=${JSON.stringify(releasePreloads)},a=${JSON.stringify(dataPreloads)};` +
    (early ? `if(h){${atPaint}}else{${now}}` : now) +
    `})(window,document)`
  );
}
